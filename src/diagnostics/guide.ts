/**
 * The hand-kept part of the diagnostics pages: for each message, what triggers it and how to fix
 * or silence it, in our own words, with the pages that explain the feature. The text lives in
 * content/diagnostics/<entry id>.md (one file per guide, see content/README.md); this module reads
 * and checks those files. Facts come from the checks themselves in the pinned packages (the code
 * around each site that generators/diagnostics/extract.ts finds).
 *
 * `matches` is tested against the message pattern (placeholders written `<name>`), so one guide
 * covers the message in every release that words it the same; a reworded message needs its own.
 * No message may match two guides (tests/unit/diagnostics.test.ts), so the files' order is free.
 * `pages` are paths inside a version's docs folder: the first one the version has is linked,
 * under that page's own title.
 */
import * as z from 'zod';
import {readContentFolder} from '../content/contentFiles';
import {isMarkdownFile} from '../markdown/syntax/twinPath';

export const DIAGNOSTICS_CONTENT_FOLDER = 'diagnostics';

const guideFrontMatter = z.strictObject({
  /** A regular expression over the message pattern. */
  matches: z.string().refine(
    (source) => {
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    },
    {message: 'not a valid regular expression'},
  ),
  anchor: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens')
    .optional(),
  family: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens')
    .optional(),
  pages: z
    .array(
      z
        .string()
        .regex(/^[\w./-]+$/, 'a path inside a docs folder, ending in .md')
        .refine(isMarkdownFile, 'a path inside a docs folder, ending in .md'),
    )
    .min(1),
});

export interface DiagnosticGuide {
  /** The content file's name: the id of the message's entry when the guide was written. */
  id: string;
  /** content/diagnostics/<id>.md */
  file: string;
  matches: RegExp;
  /**
   * The section anchor of every message this guide matches, for a message whose wording changes
   * between releases: the anchor then survives the rewording (each release prints one wording).
   */
  anchor?: string;
  /**
   * Guides of one check across a rewording share a family: each entry then names the wording
   * (and anchor) that the other releases print.
   */
  family?: string;
  /** What the compiler or runtime saw (Markdown): the file's "Cause" section. */
  trigger: string;
  /** How to fix or silence it (Markdown): the file's "Fix" section. */
  fix: string;
  /** Files inside a version's docs folder, in order of preference. */
  pages: string[];
}

function readGuides(): DiagnosticGuide[] {
  return readContentFolder(DIAGNOSTICS_CONTENT_FOLDER, guideFrontMatter, {required: ['Cause', 'Fix']}).map(
    ({id, file, data, sections}) => ({
      id,
      file,
      matches: new RegExp(data.matches),
      ...(data.anchor ? {anchor: data.anchor} : {}),
      ...(data.family ? {family: data.family} : {}),
      trigger: sections.get('Cause')!.text,
      fix: sections.get('Fix')!.text,
      pages: data.pages,
    }),
  );
}

let guides: DiagnosticGuide[] | undefined;

/** Every guide, read from content/diagnostics/ when first asked for. */
export function diagnosticGuides(): DiagnosticGuide[] {
  guides ??= readGuides();
  return guides;
}

/** The guide of a message, if one matches its pattern. */
export function guideFor(pattern: string): DiagnosticGuide | undefined {
  return diagnosticGuides().find((guide) => guide.matches.test(pattern));
}

/** The fixed anchor of a message, when its guide gives one. */
export function anchorFor(pattern: string): string | undefined {
  return guideFor(pattern)?.anchor;
}

/** The rewording family of a message, when its guide gives one. */
export function familyOf(pattern: string): string | undefined {
  return guideFor(pattern)?.family;
}
