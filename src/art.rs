//! Names of the drawings in the page's SVG sprite (`index.html`): each unit,
//! each tile and the frozen mark is drawn once there and used by reference.

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
        // Not in the `iron` ruleset; drawn as a King until `armor` gets its own art.
        Role::Tower => "unit-king",
    }
}

/// The sprite symbol of a tile.
pub fn terrain_symbol(terrain: Terrain) -> &'static str {
    match terrain {
        Terrain::Grass => "terrain-grass",
        Terrain::Mountain => "terrain-mountain",
        Terrain::Water => "terrain-water",
        Terrain::Forest => "terrain-forest",
        Terrain::Fortress => "terrain-fortress",
        Terrain::Ruined => "terrain-ruin",
    }
}

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

/// A tile's drawing in a 100×100 box, as an SVG `<use>`.
#[inline(never)]
pub fn tile_use(terrain: Terrain) -> AnyView {
    view! { <use href=format!("#{}", terrain_symbol(terrain)) width="100" height="100" /> }
        .into_any()
}
