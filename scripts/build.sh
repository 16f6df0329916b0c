#!/usr/bin/env bash
# The production build, `npm run build`: `docusaurus build` in two processes, bundling in the
# first, server rendering and the plugins' post-build steps (llms.txt, search index, sitemap) in
# the second, with a heap limit on both.
#
# Why (issue 13, peak memory): Rspack's allocator keeps about 1 GB of native memory until its
# process ends, closed compiler or not, and in one process server rendering and the search index
# were added on top of it (1.83-1.89 GiB at peak; 1.33-1.41 GiB with SSG on the main thread).
# Docusaurus's own switches split the build: DOCUSAURUS_EXIT_AFTER_BUNDLING stops the first
# process once the client and server bundles are written, DOCUSAURUS_SKIP_BUNDLING makes the
# second render from them. Should a Docusaurus upgrade drop a switch, the build stays correct
# (the second process rebuilds, or the first does everything) and only the memory figure of
# `npm run bench -- --build` shows it.
#
# The heap limit: the Markdown compile makes a lot of short-lived garbage, and without a limit
# V8 grew the heap to 780 MB while less than 150 MB of it was live. A build that stops with
# "JavaScript heap out of memory" has outgrown it: raise it here and check the peak again.
# Arguments go to both `docusaurus build` runs.
#
# Then the docs MCP server's data and bundle (packages/docs-mcp, `npm run mcp:build`: 3-5 s, most
# of it reading the twins) from the build just written; not for a build with arguments (the test
# variants' `--out-dir`), which the server does not read.
set -euo pipefail
cd "$(dirname "$0")/.."
docusaurus=node_modules/.bin/docusaurus
export NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=512"
# The pages as React renders them, unminified (issue 29): Docusaurus's HTML minifier (@swc/html)
# drops optional end tags (`</p>`, `</li>`, `</td>`, `</body>`), valid HTML that the simple
# parsers of agents and checkers misread: afdocs's parity check saw no <main> at all and judged
# every page against its whole markup. Gzip takes back most of the bytes.
export SKIP_HTML_MINIFICATION=true
DOCUSAURUS_EXIT_AFTER_BUNDLING=true "$docusaurus" build "$@"
DOCUSAURUS_SKIP_BUNDLING=true "$docusaurus" build "$@"
if [ "$#" -eq 0 ]; then
  node_modules/.bin/tsx packages/docs-mcp/scripts/build.ts
fi
