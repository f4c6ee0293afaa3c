# Sourced by the scripts: the pinned tools first on PATH, Trunk quiet and offline.
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
