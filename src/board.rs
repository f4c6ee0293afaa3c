//! The board as an SVG drawing: terrain tiles, pieces and coordinates, exactly
//! as the engine's position has them.

use cyvasse::{Color, Piece, Position, Square, Terrain};
use leptos::prelude::*;

/// The side of one square in SVG units.
const CELL: i32 = 100;
/// The side of the board in SVG units.
const SIZE: i32 = 8 * CELL;

/// The board of `position`, White's side (rank 1) at the bottom.
#[component]
pub fn Board(position: Position) -> impl IntoView {
    let squares = Square::all()
        .map(|sq| square_view(sq, position.terrain_at(sq), position.piece_at(sq)))
        .collect_view();
    let files = (0..8u8)
        .map(|file| {
            let x = i32::from(file) * CELL + CELL / 2;
            let name = char::from(b'a' + file).to_string();
            view! {
                <text class="coord" x=x y=SIZE + 26 text-anchor="middle" dominant-baseline="central">
                    {name}
                </text>
            }
        })
        .collect_view();
    let ranks = (0..8u8)
        .map(|rank| {
            let y = i32::from(7 - rank) * CELL + CELL / 2;
            let name = char::from(b'1' + rank).to_string();
            view! {
                <text class="coord" x=-22 y=y text-anchor="middle" dominant-baseline="central">
                    {name}
                </text>
            }
        })
        .collect_view();

    view! {
        <svg
            class="board"
            viewBox="-44 -8 852 852"
            preserveAspectRatio="xMidYMid meet"
            role="group"
            aria-label="Board"
        >
            <rect class="frame" x=-6 y=-6 width=SIZE + 12 height=SIZE + 12 rx=6 />
            <g class="squares">{squares}</g>
            <g class="coords" aria-hidden="true">{files}{ranks}</g>
        </svg>
    }
}

/// One square: its tile, its piece if any, and its name and contents for assistive technology.
fn square_view(sq: Square, terrain: Terrain, piece: Option<Piece>) -> impl IntoView {
    let x = i32::from(sq.file()) * CELL;
    let y = i32::from(7 - sq.rank()) * CELL;
    let name = sq.to_string();
    let contents = match piece {
        Some(p) => format!("{} {}", p.color.name(), p.role.name()),
        None => "empty".to_string(),
    };
    let label = format!("{name}, {}, {contents}", terrain.name());
    let shade = if (sq.file() + sq.rank()).is_multiple_of(2) {
        "dark"
    } else {
        "light"
    };
    let class = format!("sq {} {shade}", terrain_class(terrain));

    view! {
        <g
            class=class
            data-square=name
            role="img"
            aria-label=label
            transform=format!("translate({x} {y})")
        >
            <rect class="ground" width=CELL height=CELL />
            {tile(terrain)}
            <rect class="shade" width=CELL height=CELL />
            {piece.map(piece_view)}
        </g>
    }
}

/// The CSS class of a tile.
fn terrain_class(terrain: Terrain) -> &'static str {
    match terrain {
        Terrain::Grass => "grass",
        Terrain::Mountain => "mountain",
        Terrain::Water => "water",
        Terrain::Forest => "forest",
        Terrain::Fortress => "fortress",
        Terrain::Ruined => "ruined",
    }
}

/// The drawing of a tile in a 100×100 square, over its ground colour.
fn tile(terrain: Terrain) -> AnyView {
    match terrain {
        Terrain::Grass => view! {
            <path class="tuft" d="M14 84 l4 -9 l3 6 l3 -8 l3 11 M72 26 l4 -9 l3 6 l3 -8 l3 11 M78 86 l3 -7 l3 7" />
        }
        .into_any(),
        Terrain::Mountain => view! {
            <path class="rock far" d="M40 90 L70 30 L98 90 Z" />
            <path class="rock near" d="M2 90 L36 14 L72 90 Z" />
            <path class="snow" d="M36 14 L27 34 L33 30 L37 36 L42 29 L45 33 Z" />
            <path class="snow" d="M70 30 L63 44 L68 41 L72 45 L77 44 Z" />
        }
        .into_any(),
        Terrain::Water => view! {
            <path class="wave" d="M8 22 q7 -7 14 0 t14 0 t14 0 t14 0 t14 0 t14 0" />
            <path class="wave" d="M8 50 q7 -7 14 0 t14 0 t14 0 t14 0 t14 0 t14 0" />
            <path class="wave" d="M8 78 q7 -7 14 0 t14 0 t14 0 t14 0 t14 0 t14 0" />
        }
        .into_any(),
        Terrain::Forest => view! {
            <rect class="trunk" x=19 y=44 width=6 height=12 />
            <rect class="trunk" x=75 y=50 width=6 height=12 />
            <rect class="trunk" x=47 y=82 width=6 height=12 />
            <path class="tree" d="M22 4 L6 46 L38 46 Z" />
            <path class="tree" d="M78 10 L62 52 L94 52 Z" />
            <path class="tree" d="M50 42 L34 84 L66 84 Z" />
        }
        .into_any(),
        Terrain::Fortress => view! {
            <path
                class="wall"
                d="M6 92 V46 H12 V52 H18 V46 H24 V52 H30 V14 H38 V22 H46 V14 H54 V22 H62 V14 H70 V52 H76 V46 H82 V52 H88 V46 H94 V92 Z"
            />
            <path class="gate" d="M46 32 H54 V44 H46 Z M42 92 V78 A8 8 0 0 1 58 78 V92 Z" />
        }
        .into_any(),
        Terrain::Ruined => view! {
            <path
                class="wall broken"
                d="M6 92 V46 H12 V52 H18 V46 H24 V52 H30 V24 L36 30 L41 20 L46 36 L52 31 L58 46 L64 41 L70 58 L78 66 L86 68 L94 76 V92 Z"
            />
            <path class="crack" d="M41 20 L44 40 L38 54 L43 70" />
            <path class="rubble" d="M64 92 L68 82 L76 80 L80 92 Z M81 92 L85 84 L93 86 L95 92 Z" />
        }
        .into_any(),
    }
}

/// A piece: a disc in its side's colour with its letter.
fn piece_view(piece: Piece) -> impl IntoView {
    let side = match piece.color {
        Color::White => "piece white",
        Color::Black => "piece black",
    };
    view! {
        <g class=side>
            <circle class="disc" cx=50 cy=50 r=31 />
            <text
                class="letter"
                x=50
                y=51
                text-anchor="middle"
                dominant-baseline="central"
            >
                {piece.role.char().to_string()}
            </text>
        </g>
    }
}
