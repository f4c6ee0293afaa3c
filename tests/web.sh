#!/usr/bin/env bash
# The browser tests: builds the page with Trunk (release, as deployed) and runs
# the Playwright tests of tests/e2e in Debian's Chromium, at desktop and phone
# sizes. SHOTS_DIR=… also saves a screenshot of every screen there.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

trunk build --release --offline >/tmp/cyvasse-trunk.log 2>&1 || { cat /tmp/cyvasse-trunk.log; exit 1; }
node_modules/.bin/playwright test -c tests/e2e "$@"
