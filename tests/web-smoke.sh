#!/usr/bin/env bash
# Builds the page with Trunk, serves it on loopback and checks in headless
# Chromium that the board is drawn: 64 squares with their data-square names.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

trunk build --release --offline >/tmp/cyvasse-trunk.log 2>&1 || { cat /tmp/cyvasse-trunk.log; exit 1; }

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory dist >/dev/null 2>&1 &
server=$!
profile=$(mktemp -d)
trap 'kill $server 2>/dev/null; rm -rf "$profile"' EXIT
for _ in $(seq 50); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
  sleep 0.1
done

dom=$(timeout 60 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync \
  --user-data-dir="$profile" --virtual-time-budget=10000 --dump-dom "http://127.0.0.1:$port/" 2>/dev/null)

squares=$(grep -o 'data-square="[a-h][1-8]"' <<<"$dom" | sort -u | wc -l)
passed=0; failed=0
check() { if eval "$2"; then passed=$((passed + 1)); echo "ok: $1"; else failed=$((failed + 1)); echo "FAILED: $1"; fi; }
check "the page draws 64 distinct squares (found $squares)" '[ "$squares" -eq 64 ]'
check "every square is named for assistive technology" '[ "$(grep -o "aria-label=\"[a-h][1-8], " <<<"$dom" | wc -l)" -ge 64 ]'
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
