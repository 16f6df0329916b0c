/**
 * Writes `build/_server/nginx.conf` after `docusaurus build` (issue 12): the include that
 * deploy/nginx.conf reads for what only the build knows.
 *
 * Why generated, and why in build/: the Content-Security-Policy must allow the hosts of the
 * opt-in switches (tag manager, hosted search, icon script) exactly when a build turns them on.
 * A hand-kept nginx.conf would either list them always (a looser policy for every default
 * build) or drift from the build. Generating the source lists from the build that ships keeps
 * the default policy strict and makes a switched-on build carry its own allowance; keeping the
 * file inside build/ means nginx always reads the list of the build it serves. The same
 * reasoning covers the inline-script hashes (the tag manager adds two inline scripts) and the
 * version roots, which come from src/versions/versions.ts rather than being typed into nginx.conf.
 *
 * The build fails when a page loads a script from an origin the policy would block, so a new
 * switch cannot ship a policy that breaks it.
 */
import path from 'node:path';
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  cspSources,
  foreignOrigin,
  inlineScriptHashes,
  isOtherOrigin,
  NGINX_INCLUDE_FILE,
  renderNginxInclude,
  scriptSources,
  switchesOf,
  versionRootRedirects,
} from './rules';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

export default function servingRulesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'serving-rules-plugin',
    async postBuild({outDir, siteConfig, plugins}) {
      const hashes = new Set<string>();
      const foreignScripts = new Set<string>();
      for (const file of htmlFiles(outDir)) {
        const html = readFileSync(file, 'utf8');
        inlineScriptHashes(html).forEach((hash) => hashes.add(hash));
        scriptSources(html)
          .filter(isOtherOrigin)
          .forEach((src) => foreignScripts.add(src));
      }
      const switches = switchesOf(
        siteConfig,
        plugins.map((plugin) => plugin.name),
      );
      const sources = cspSources(switches, [...hashes].sort());
      const blocked = [...foreignScripts].filter((src) => !sources.script.includes(foreignOrigin(src)!));
      if (blocked.length > 0) {
        throw new Error(
          `serving-rules-plugin: the CSP would block these scripts; add their switch to src/plugins/servingRules/rules.ts: ${blocked.join(', ')}`,
        );
      }
      const target = path.join(outDir, NGINX_INCLUDE_FILE);
      mkdirSync(path.dirname(target), {recursive: true});
      writeFileSync(target, renderNginxInclude(versionRootRedirects(), sources));
      const hosts = Object.values(sources)
        .flat()
        .filter((source) => !source.startsWith("'"));
      console.log(
        `[serving-rules-plugin] wrote ${path.relative(process.cwd(), target)}: ${hashes.size} inline-script hashes, ${hosts.length ? `switch hosts ${[...new Set(hosts)].join(' ')}` : 'no switch host'}`,
      );
    },
  };
}
