#!/usr/bin/env bash
# The production build, `npm run build`: `docusaurus build` in three processes, the client bundle
# in the first, the server bundle in the second, server rendering and the plugins' post-build
# steps (llms.txt, search index, sitemap) in the third, with a heap limit on each.
#
# Why (issues 13 and 31, peak memory): Rspack's allocator keeps what a compile used until its
# process ends, closed compiler or not. In one process server rendering and the search index
# came on top of the bundling (1.83-1.89 GiB at peak); bundled apart from rendering, the client
# and server compiles together still peaked at 1.6 GiB; each in its own process, the largest
# (the client's) peaked at 1.02-1.17 GiB, and at 0.68-0.72 GiB once each compiled page bound the
# JSX runtime once (src/markdown/recmaJsxRuntimeOnce.ts) and the MDX compiled two pages at a time
# (src/markdown/compileQueue); both bundles in one process peaked at 1.04-1.12 GiB after the first
# of those. Docusaurus's own switches split bundling from rendering:
# DOCUSAURUS_EXIT_AFTER_BUNDLING stops a process once the bundles are written,
# DOCUSAURUS_SKIP_BUNDLING makes the last render from them. Splitting the bundling in two takes
# scripts/lib/bundleSplit.mjs (what it relies on, and how it falls back to bundling both in one
# process, is there). Should a Docusaurus upgrade change any of this, the build stays correct and
# only the memory figure of `npm run bench -- --build` shows it. DOCS_BUNDLE_SPLIT=false bundles
# both in one process.
#
# The heap limit: the Markdown compile makes a lot of short-lived garbage, and without a limit
# V8 grew the heap to 780 MB while less than 150 MB of it was live. A build that stops with
# "JavaScript heap out of memory" has outgrown it: raise it here and check the peak again.
# Arguments go to every `docusaurus build` run.
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
bundle_stock() {
  DOCUSAURUS_EXIT_AFTER_BUNDLING=true "$docusaurus" build "$@"
}
# The client bundle, then the server bundle, the MDX compiled once and handed over a file. The
# server process writes build/__server only, so the client's build/ is moved out of reach of the
# folder clearing every bundling run starts with, and back. Not for a build with arguments (the
# test variants' --out-dir): those bundle both in one process.
bundle_split() {
  local handoff out=build
  handoff=$(mktemp -d)
  trap "rm -rf '$handoff' '$out.client'" EXIT
  local split=(env NODE_OPTIONS="$NODE_OPTIONS --import \"$PWD/scripts/lib/bundleSplit.mjs\""
    DOCS_BUNDLE_SPLIT_FILE="$handoff/mdx.jsonl" DOCUSAURUS_EXIT_AFTER_BUNDLING=true)
  "${split[@]}" DOCS_BUNDLE_SPLIT=client "$docusaurus" build
  # No hand-off: the client process found Docusaurus changed and bundled both, the stock way.
  [ -f "$handoff/mdx.jsonl" ] || return 0
  rm -rf "$out.client"
  mv "$out" "$out.client"
  if "${split[@]}" DOCS_BUNDLE_SPLIT=server "$docusaurus" build; then
    mv "$out/__server" "$out.client/__server"
    rmdir "$out" # anything else the server process wrote stops the build here
    mv "$out.client" "$out"
    rm -rf "$handoff"
  else
    echo "scripts/build.sh: the split server bundling failed (above); bundling the stock way" >&2
    rm -rf "$out" "$out.client"
    bundle_stock
  fi
}
if [ "$#" -eq 0 ] && [ "${DOCS_BUNDLE_SPLIT:-true}" != false ]; then
  bundle_split
else
  bundle_stock "$@"
fi
DOCUSAURUS_SKIP_BUNDLING=true "$docusaurus" build "$@"
if [ "$#" -eq 0 ]; then
  node_modules/.bin/tsx packages/docs-mcp/scripts/build.ts
fi
