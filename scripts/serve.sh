#!/usr/bin/env bash
# Builds Cyvasse and serves it on http://127.0.0.1:8080/ (PORT=… to change).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh
exec trunk serve --release --offline --port "${PORT:-8080}"
