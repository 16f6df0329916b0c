#!/usr/bin/env bash
# The README's test command: install everything a fresh machine lacks, then run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npm ci --no-audit --no-fund
npm test
