//! Where the art is. Each tile and each side's unit is a picture of its own
//! (`public/tiles`, and `public/units`, written from `style/units.svg` by the
//! build): the browser draws a picture once and then reuses it, which keeps a
//! board of 64 tiles and 36 units cheap to style and draw again on every
//! frame that changes it. The frozen mark is drawn once, in the page's SVG
//! sprite (`index.html`), and used by reference.

use cyvasse::{Color, Piece, Role, Terrain};
use leptos::prelude::*;

/// A unit type's name in its picture's file and in `style/units.svg`.
fn unit_key(role: Role) -> &'static str {
    match role {
        Role::Rabble => "rabble",
        Role::Spearmen => "spearmen",
        Role::Crossbowmen => "crossbowmen",
        Role::LightHorse => "light-horse",
        Role::HeavyHorse => "heavy-horse",
        Role::Elephant => "elephant",
        Role::Catapult => "catapult",
        Role::Trebuchet => "trebuchet",
        Role::Dragon => "dragon",
        Role::King => "king",
        Role::Tower => "tower",
    }
}

/// The picture of a unit.
pub fn unit_image(piece: Piece) -> String {
    format!(
        "public/units/{}-{}.svg",
        side_key(piece.color),
        unit_key(piece.role)
    )
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

/// A unit's drawing in a 100×100 box, as an SVG `<image>`.
#[inline(never)]
pub fn unit_picture(piece: Piece) -> AnyView {
    view! {
        <image href=unit_image(piece) class=unit_class(piece.color) width="100" height="100" />
    }
    .into_any()
}

/// A tile's picture in a 100×100 box, as an SVG `<image>`.
#[inline(never)]
pub fn tile_image(terrain: Terrain) -> AnyView {
    view! { <image href=terrain_image(terrain) width="100" height="100" /> }.into_any()
}
