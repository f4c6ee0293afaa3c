//! The page's WebAssembly keeps its relocations, so that the release build
//! can cut the parts loaded later (`src/lazy.rs`) into files of their own
//! (`scripts/finish-build.py`, with `wasm-split-cli`).

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo::rustc-link-arg-bins=--emit-relocs");
    }
}
