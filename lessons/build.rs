//! Lists each ruleset's stage files (`<ruleset>/NN-<name>.txt`, in the order
//! of their names) for the lessons built in (the `embedded` feature): the
//! page's build serves the same files, joined in the same order
//! (`scripts/finish-build.py`).

use std::fmt::Write;
use std::path::Path;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let mut out = String::new();
    for ruleset in ["iron", "armor"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(ruleset);
        println!("cargo::rerun-if-changed={}", dir.display());
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .map(|entries| {
                entries
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|x| x == "txt"))
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        let _ = write!(
            out,
            "pub(crate) const {}: &[&str] = &[",
            ruleset.to_uppercase()
        );
        for file in &files {
            println!("cargo::rerun-if-changed={}", file.display());
            let _ = write!(out, "include_str!({:?}),", file.display().to_string());
        }
        out.push_str("];\n");
    }
    let path = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("stages.rs");
    std::fs::write(path, out).expect("stages.rs");
}
