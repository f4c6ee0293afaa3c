//! Where the art is. Each unit and the frozen mark is drawn once, in the
//! page's SVG sprite (`index.html`), and used by reference. Each tile is a
//! picture of its own (`public/tiles`): the browser draws a picture once and
//! then reuses it, which keeps a board of 64 tiles cheap to draw again on every
//! frame that changes it.

use cyvasse::{Color, Piece, Role, Terrain};
use leptos::prelude::*;

/// The sprite symbol of a unit type.
pub fn unit_symbol(role: Role) -> &'static str {
    match role {
        Role::Rabble => "unit-rabble",
        Role::Spearmen => "unit-spearmen",
        Role::Crossbowmen => "unit-crossbowmen",
        Role::LightHorse => "unit-light-horse",
        Role::HeavyHorse => "unit-heavy-horse",
        Role::Elephant => "unit-elephant",
        Role::Catapult => "unit-catapult",
        Role::Trebuchet => "unit-trebuchet",
        Role::Dragon => "unit-dragon",
        Role::King => "unit-king",
        Role::Tower => "unit-tower",
    }
}

/// The picture of a tile.
pub fn terrain_image(terrain: Terrain) -> &'static str {
    match terrain {
        Terrain::Grass => "public/tiles/grass.svg",
        Terrain::Mountain => "public/tiles/mountain.svg",
        Terrain::Water => "public/tiles/water.svg",
        Terrain::Forest => "public/tiles/forest.svg",
        Terrain::Fortress => "public/tiles/fortress.svg",
        Terrain::Ruined => "public/tiles/ruin.svg",
    }
}

/// The picture of a square whose tile is hidden (the other side's homeland
/// during setup).
pub const HIDDEN_IMAGE: &str = "public/tiles/hidden.svg";

/// The CSS classes of a unit drawing of `color`.
pub fn unit_class(color: Color) -> &'static str {
    match color {
        Color::White => "unit white",
        Color::Black => "unit black",
    }
}

/// The lower-case name of a side, for attributes.
pub fn side_key(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A unit's drawing in a 100×100 box, as an SVG `<use>`.
#[inline(never)]
pub fn unit_use(piece: Piece) -> AnyView {
    view! {
        <use href=format!("#{}", unit_symbol(piece.role)) class=unit_class(piece.color) width="100" height="100" />
    }
    .into_any()
}

/// A tile's picture in a 100×100 box, as an SVG `<image>`.
#[inline(never)]
pub fn tile_image(terrain: Terrain) -> AnyView {
    view! { <image href=terrain_image(terrain) width="100" height="100" /> }.into_any()
}
