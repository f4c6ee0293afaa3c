#!/usr/bin/env bash
# Installs what building, serving and testing Cyvasse needs, skipping whatever
# is already there at the pinned version. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130   # must equal the wasm-bindgen crate pinned in Cargo.toml
WASM_SPLIT_VERSION=0.2.4        # wasm-split-cli, of wasm_split_cli_support (Leptos's split points)

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }
export PATH="$HOME/.cargo/bin:$PATH"

if ! command -v cargo >/dev/null; then
  echo "Rust is required (rustup, stable 1.95 or later)." >&2
  exit 1
fi

rustup component list --installed 2>/dev/null | grep -q '^rustfmt' || rustup component add rustfmt
rustup component list --installed 2>/dev/null | grep -q '^clippy' || rustup component add clippy
rustup target list --installed | grep -q '^wasm32-unknown-unknown$' || {
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
}

if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (about 12 minutes)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi

if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 3 minutes)"
  # Not --locked: its lock file names a crate version the registry no longer has.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

# The tool has no --version: Cargo's record of what it installed says which.
if ! command -v wasm-split-cli >/dev/null ||
  ! grep -q "^\"wasm_split_cli_support $WASM_SPLIT_VERSION " "$HOME/.cargo/.crates.toml" 2>/dev/null; then
  say "installing wasm-split-cli $WASM_SPLIT_VERSION (about 2 minutes)"
  cargo install --locked wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary
fi

if ! command -v python3 >/dev/null; then
  say "installing Python 3 (Trunk's post_build step, the test server)"
  apt-get update && apt-get install -y python3
fi

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  say "installing Node.js"
  apt-get update && apt-get install -y nodejs npm
fi
if [ "$(node_modules/.bin/wasm-opt --version 2>/dev/null)" != "wasm-opt version 132 (version_132)" ] ||
  [ "$(node_modules/.bin/playwright --version 2>/dev/null)" != "Version 1.65.1" ] ||
  [ "$(node_modules/.bin/esbuild --version 2>/dev/null)" != "0.25.12" ] ||
  [ "$(node -p 'require("./node_modules/@axe-core/playwright/package.json").version' 2>/dev/null)" != "4.14.0" ]; then
  say "installing binaryen 132 (wasm-opt), esbuild 0.25.12, Playwright 1.65.1 and axe-core's Playwright 4.14.0 from npm"
  # Playwright drives Debian's Chromium (below): no browser download.
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
fi

if ! command -v chromium >/dev/null; then
  say "installing Chromium for the browser tests"
  apt-get update && apt-get install -y chromium chromium-driver
fi

# The page speaks Hindi and Vietnamese: the browser tests and screenshots
# need a face with Devanagari (the page itself uses the system's fonts).
if ! fc-list 2>/dev/null | grep -qi "Noto Sans Devanagari"; then
  say "installing the Noto fonts (Devanagari, Vietnamese) for the browser tests"
  apt-get update && apt-get install -y fonts-noto-core
fi

say "fetching crates"
cargo fetch --locked
