/**
 * The project's files, read once: package.json and tsconfig.json as JSON (with comments and
 * trailing commas), stencil.config.ts as its config shape. A file that does not parse is a
 * problem of its own; the other files are still read.
 */
import {parseJsonLike, parseStencilConfig, type ConfigShape} from './parse';
import type {FileProblem, ProjectFiles} from './types';

export interface ReadProject {
  packageJson?: Record<string, unknown>;
  /** The config as read; absent when not given or when it does not parse. */
  config?: ConfigShape;
  problems: FileProblem[];
}

export function readProjectFiles(files: ProjectFiles): ReadProject {
  const read: ReadProject = {problems: []};
  if (files.packageJson?.trim()) {
    const parsed = parseJsonLike(files.packageJson);
    if (!parsed.ok) read.problems.push({file: 'packageJson', ...parsed.problem});
    else if (parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value))
      read.packageJson = parsed.value as Record<string, unknown>;
    else read.problems.push({file: 'packageJson', line: 1, column: 1, message: 'package.json must hold an object'});
  }
  if (files.tsconfig?.trim()) {
    const parsed = parseJsonLike(files.tsconfig);
    if (!parsed.ok) read.problems.push({file: 'tsconfig', ...parsed.problem});
  }
  if (files.stencilConfig?.trim()) {
    const parsed = parseStencilConfig(files.stencilConfig);
    if (!parsed.ok) read.problems.push({file: 'stencilConfig', ...parsed.problem});
    else read.config = parsed.config;
  }
  return read;
}
