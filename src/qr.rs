//! The QR code of a link, for a friend at the same table to scan: the
//! modules drawn as one SVG path (a square of `width` modules, one unit
//! each; the quiet zone around it is the drawing's). Encoded by the
//! `qrcode` crate, at the lowest error correction: a game's link of 2,000
//! characters still fits.
//!
//! The encoder lives in a part of the page of its own (`qr`), fetched the
//! first time a code is shown.

use leptos::wasm_split::{wasm_split, SplitLoaderError};
use qrcode::{Color, EcLevel, QrCode};

/// A QR code drawn: its width in modules and the path of its dark modules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawn {
    /// Modules on a side.
    pub width: usize,
    /// The dark modules, a rectangle for each run along a row.
    pub path: String,
}

/// The QR code of `text`, drawn; `None` if it is too long for one.
pub fn draw(text: &str) -> Option<Drawn> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L).ok()?;
    let width = code.width();
    let colors = code.to_colors();
    let mut path = String::new();
    for (y, row) in colors.chunks(width).enumerate() {
        let mut x = 0;
        while x < width {
            if row[x] == Color::Light {
                x += 1;
                continue;
            }
            let run = row[x..].iter().take_while(|&&c| c == Color::Dark).count();
            path.push_str(&format!("M{x} {y}h{run}v1h-{run}z"));
            x += run;
        }
    }
    Some(Drawn { width, path })
}

/// [`draw`], from the `qr` part of the page.
#[wasm_split(qr, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn drawn(text: String) -> Result<Option<Drawn>, SplitLoaderError> {
    Ok(draw(&text))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The drawing as a picture: `scale` pixels a module, a quiet zone of
    /// four modules, dark 0 and light 255, read from the path alone.
    fn picture(d: &Drawn, scale: usize) -> (usize, Vec<u8>) {
        let side = (d.width + 8) * scale;
        let mut pixels = vec![255u8; side * side];
        for rect in d.path.split('z').filter(|r| !r.is_empty()) {
            let rest = rect.strip_prefix('M').expect("a rectangle starts with M");
            let (xy, run) = rest.split_once('h').expect("then a run");
            let (x, y) = xy.split_once(' ').expect("x and y");
            let (x, y): (usize, usize) = (x.parse().unwrap(), y.parse().unwrap());
            let run: usize = run.split_once('v').unwrap().0.parse().unwrap();
            for px in (x + 4) * scale..(x + 4 + run) * scale {
                for py in (y + 4) * scale..(y + 5) * scale {
                    pixels[py * side + px] = 0;
                }
            }
        }
        (side, pixels)
    }

    /// What a QR reader reads from the drawing.
    fn scanned(d: &Drawn) -> String {
        let (side, pixels) = picture(d, 4);
        let mut image =
            rqrr::PreparedImage::prepare_from_greyscale(side, side, |x, y| pixels[y * side + x]);
        let grids = image.detect_grids();
        assert_eq!(grids.len(), 1, "one code found");
        grids[0].decode().expect("the code reads").1
    }

    #[test]
    fn a_link_drawn_reads_back_as_the_same_link() {
        for link in [
            "https://cyvasse.example/#online:1:i:k3v9q2x7:iron:w:0f3a",
            &format!(
                "https://cyvasse.example/#online:1:g:{}",
                "a1b2c3d4e5".repeat(100)
            ),
            &format!("https://cyvasse.example/#online:1:g:{}", "x".repeat(2_000)),
        ] {
            let drawn = draw(link).expect("it fits");
            assert_eq!(
                drawn.width % 4,
                1,
                "a QR code is 17 + 4 × version modules wide"
            );
            assert_eq!(scanned(&drawn), link);
        }
    }

    #[test]
    fn text_too_long_for_a_code_is_not_drawn() {
        assert_eq!(draw(&"x".repeat(3_000)), None);
    }
}
