//! The page's screens, a file each: what each shows and what its controls
//! do. The shell that routes between them is `app.rs`.

pub mod handoff;
pub mod layouts;
pub mod parts;
pub mod play;
pub mod saved;
pub mod setup;
pub mod start;
pub mod versus;
