#!/usr/bin/env bash
# Runs every test: formatting, lints, the engine's and the app's tests, and the
# browser tests of the built page.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

say "formatting"
cargo fmt --all --check

say "lints (native and wasm32)"
cargo clippy --workspace --all-targets --locked -- -D warnings
cargo clippy -p cyvasse-web -p cyvasse-worker --target wasm32-unknown-unknown --locked -- -D warnings

say "engine purity: no web crate among the engine's dependencies; it builds for wasm32 alone"
cargo build -p cyvasse --lib --target wasm32-unknown-unknown --locked
if cargo tree -p cyvasse -e normal --prefix none | grep -Eq '^(leptos|web-sys|js-sys|gloo|wasm-bindgen)'; then
  echo "the engine depends on a web crate" >&2
  exit 1
fi

say "the page's modules import each other in one direction only"
python3 scripts/check-imports.py

say "page purity: the computer player is not among the page's dependencies (only the worker carries it)"
if cargo tree -p cyvasse-web -e normal --prefix none --target wasm32-unknown-unknown --locked | grep -Eq '^cyvasse-ai '; then
  echo "the page depends on cyvasse-ai" >&2
  exit 1
fi

say "unit, rule, property and command-line tests"
cargo test --workspace --locked --profile ci

say "browser tests (Playwright, headless Chromium)"
bash tests/web.sh
