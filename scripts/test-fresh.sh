#!/usr/bin/env bash
# The README's test command: install everything a fresh machine lacks, then run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npm ci --no-audit --no-fund
# Node 22 for afdocs, beside the system Node (scripts/install-node22.ts says why not a dependency).
node_modules/.bin/tsx scripts/install-node22.ts
npm test
