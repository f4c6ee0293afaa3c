//! The rules help: a card per unit and per tile of each game, in the page's
//! own words (RULES.md §1 and §2). Ranges are read from the engine's ruleset, so the cards
//! cannot disagree with the rules the game plays.

use cyvasse::{Color, Range, Role, Ruleset, Terrain};
use leptos::prelude::*;

use crate::art::{tile_image, unit_use};
use crate::widgets::{choice_button, close_on_escape};

/// `s` with its first letter in upper case. ASCII only: the engine's names and
/// messages start with an ASCII letter, and Unicode's case tables would cost
/// the page kilobytes.
pub fn capitalized(s: &str) -> String {
    let mut out = s.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}

/// What players call a game of `ruleset`.
pub fn game_title(ruleset: Ruleset) -> &'static str {
    match ruleset {
        Ruleset::Iron => "Iron Throne",
        Ruleset::Armor => "Armor",
    }
}

/// What sets a game of `ruleset` apart, in a line.
pub fn game_line(ruleset: Ruleset) -> &'static str {
    match ruleset {
        Ruleset::Iron => "Terrain decides: forests slow, water freezes, a fortress shields. An army of ten.",
        Ruleset::Armor => "Attacks are counted against armor; a Tower shields, Spearmen bar the way. An army of eighteen.",
    }
}

/// A rules card: a title and a few lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    /// The unit or tile.
    pub subject: Subject,
    /// The name on the card.
    pub title: String,
    /// What it does, one fact per line.
    pub lines: Vec<String>,
}

/// What a card is about.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    /// A unit type.
    Unit(Role),
    /// A tile type.
    Tile(Terrain),
}

fn squares(n: u8) -> String {
    if n == 1 {
        "1 square".to_string()
    } else {
        format!("{n} squares")
    }
}

/// "up to 3 squares orthogonally or 1 diagonally", from a range.
fn reach(range: Range) -> String {
    match (range.orthogonal, range.diagonal) {
        (o, d) if o == d => format!("up to {} in any direction", squares(o)),
        (o, 0) => format!("up to {} orthogonally", squares(o)),
        (0, d) => format!("up to {} diagonally", squares(d)),
        (o, d) => format!("up to {} orthogonally or {d} diagonally", squares(o)),
    }
}

impl Card {
    /// The card of a unit type.
    pub fn unit(ruleset: Ruleset, role: Role) -> Card {
        let lines = match ruleset {
            Ruleset::Iron => iron_unit(role),
            Ruleset::Armor => armor_unit(role),
        };
        Card {
            subject: Subject::Unit(role),
            title: role.name().to_string(),
            lines,
        }
    }

    /// The card of a tile type.
    pub fn tile(ruleset: Ruleset, terrain: Terrain) -> Card {
        let rules = ruleset.setup_rules();
        let count = rules.tiles_of(terrain);
        let group = rules.max_mountain_group;
        let mut lines = match ruleset {
            Ruleset::Iron => iron_tile(terrain, group),
            Ruleset::Armor => armor_tile(terrain, group),
        };
        if count > 0 {
            lines.push(format!("Each homeland has {count}."));
        }
        Card {
            subject: Subject::Tile(terrain),
            title: capitalized(terrain.name()),
            lines,
        }
    }

    /// Every card: the units, then the tiles.
    pub fn all(ruleset: Ruleset) -> Vec<Card> {
        let units = ruleset
            .roles()
            .iter()
            .rev()
            .map(|&r| Card::unit(ruleset, r));
        let tiles = ruleset.terrains().iter().map(|&t| Card::tile(ruleset, t));
        units.chain(tiles).collect()
    }
}

/// The lines of an `iron` unit's card (RULES.md §1).
fn iron_unit(role: Role) -> Vec<String> {
    let ruleset = Ruleset::Iron;
    let mut lines = Vec::new();
    match ruleset.move_range(role) {
        Some(r) => lines.push(format!("Moves {} in a straight line.", reach(r))),
        None => lines.push("Flies any distance in a straight line, in any direction.".into()),
    }
    match ruleset.shot_range(role) {
        Some(r) => {
            let over = if ruleset.shoots_over_mountains(role) {
                " It fires over mountains."
            } else {
                " Mountains and pieces in between block the shot."
            };
            lines.push(format!(
                "Shoots the first piece {} and stays where it is; it never moves onto an enemy.{over}",
                reach(r)
            ));
            lines.push("Cannot shoot while standing on water.".into());
        }
        None => lines.push("Captures by ending its move on the enemy.".into()),
    }
    match role {
        Role::Dragon => {
            lines.push("Ignores terrain: forest costs nothing, water neither stops nor freezes it, and it may fly over and perch on mountains. Pieces still block it.".into());
            lines.push("Can never capture a piece standing on forest.".into());
        }
        Role::King => lines.push(
            "Lose it and you lose the game. There is no check: it may step into danger.".into(),
        ),
        _ => {}
    }
    if role == Role::Dragon {
        let hunters: Vec<&str> = ruleset
            .roles()
            .iter()
            .filter(|&&r| ruleset.may_capture_dragon(r))
            .map(|r| r.name())
            .collect();
        lines.push(format!(
            "Only these can capture it: {}.",
            hunters.join(", ")
        ));
    } else if ruleset.may_capture_dragon(role) {
        lines.push("Can capture the enemy Dragon.".into());
    }
    lines
}

/// The mountain rule of either game, for a mountain's card.
fn mountain_groups(group: u8) -> String {
    format!("No group of more than {group} mountains may touch, by an edge or a corner, in one homeland.")
}

/// The lines of an `iron` tile's card (RULES.md §1).
fn iron_tile(terrain: Terrain, group: u8) -> Vec<String> {
    match terrain {
        Terrain::Grass => vec!["Open ground: a step costs 1.".into()],
        Terrain::Mountain => vec![
            "No unit but the Dragon may enter or stand on it.".into(),
            "Blocks shots, except the Trebuchet's.".into(),
            mountain_groups(group),
        ],
        Terrain::Water => vec![
            "Entering water ends the move.".into(),
            "A unit that enters it is frozen: it cannot move on its next turn.".into(),
            "A ranged unit on water cannot shoot. The Dragon ignores water.".into(),
        ],
        Terrain::Forest => vec![
            "A step into forest costs 2 (any unit with a step left may enter).".into(),
            "The Dragon cannot capture a piece on forest.".into(),
        ],
        Terrain::Fortress => vec![
            "Protects the piece on it: the first blow that would capture it ruins the fortress instead, and the defender stays.".into(),
            "A melee attacker stops on the square before it; a shooter stays put.".into(),
        ],
        Terrain::Ruined => vec!["A fortress that took a blow: it is grass in every respect.".into()],
    }
}

/// The lines of an `armor` unit's card (RULES.md §2): its armor, move and
/// attack read from the ruleset, what it alone does in words.
fn armor_unit(role: Role) -> Vec<String> {
    let ruleset = Ruleset::Armor;
    let mut lines = Vec::new();
    match ruleset.armor(role) {
        Some(0) => lines.push("Armor 0: it can be captured whenever an enemy can reach it.".into()),
        Some(1) => lines.push("Armor 1: one enemy attacking it makes it capturable.".into()),
        Some(a) => lines.push(format!(
            "Armor {a}: {a} enemies must attack it at once to make it capturable."
        )),
        None => {}
    }
    match ruleset.move_range(role).map(|r| r.orthogonal) {
        Some(0) | None => lines.push("Never moves.".into()),
        Some(1) => lines.push("Moves 1 square in any direction.".into()),
        Some(n) => lines.push(format!(
            "Moves a path of up to {n} steps in any of the 8 directions, turning as it goes."
        )),
    }
    match ruleset.attack_span(role) {
        None => lines.push("Attacks nothing.".into()),
        Some(_) if role == Role::Spearmen => lines.push(
            "Attacks only its two forward-diagonal squares; enemies cannot pass through them (the Dragon can).".into(),
        ),
        Some((1, far)) => lines.push(format!("Attacks up to {} away along the 8 lines.", squares(far))),
        Some((near, far)) => lines.push(format!(
            "Attacks from {near} to {} away along the 8 lines, over mountains.",
            squares(far)
        )),
    }
    match (role, ruleset.capture_reach(role)) {
        (Role::Catapult, _) => lines.push(
            "Captures a capturable enemy that it attacks itself by stepping one square straight back from it; the target is removed.".into(),
        ),
        (Role::Tower, _) => lines.push("Its own pieces on the 8 squares around it cannot be captured.".into()),
        (Role::Spearmen, _) => lines.push(
            "Captures a capturable enemy on one of those two squares by stepping onto it.".into(),
        ),
        (_, None) => lines.push("Never captures: its attacks help the others capture.".into()),
        (_, Some(n)) => lines.push(format!(
            "Captures a capturable enemy by moving onto it in one straight line, up to {}.",
            squares(n)
        )),
    }
    match role {
        Role::Elephant => lines.push("Cannot pass through its own pieces.".into()),
        Role::Dragon => lines.push(
            "Passes over mountains and enemy pieces, but never stops on a mountain; water still ends its move.".into(),
        ),
        Role::King => lines.push("Lose it and you lose the game.".into()),
        _ => {}
    }
    lines
}

/// The lines of an `armor` tile's card (RULES.md §2).
fn armor_tile(terrain: Terrain, group: u8) -> Vec<String> {
    match terrain {
        Terrain::Mountain => vec![
            "No unit may stand on it or pass through it; the Dragon passes over it.".into(),
            "Blocks attacks, except the Catapult's.".into(),
            mountain_groups(group),
        ],
        Terrain::Water => vec![
            "Entering water ends the move, the Dragon's too.".into(),
            "A unit on water attacks nothing.".into(),
        ],
        _ => vec!["Open ground.".into()],
    }
}

/// One card, with its picture.
#[component]
pub fn CardView(
    card: Card,
    /// The side whose unit the picture shows.
    #[prop(default = Color::White)]
    color: Color,
) -> impl IntoView {
    let picture = match card.subject {
        Subject::Unit(role) => unit_use(cyvasse::Piece { color, role }),
        Subject::Tile(t) => tile_image(t),
    };
    view! {
        <article class="card" aria-label=card.title.clone()>
            <svg class="card-picture" viewBox="0 0 100 100" aria-hidden="true">{picture}</svg>
            <div class="card-text">
                <h3>{card.title.clone()}</h3>
                <ul>{card.lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
            </div>
        </article>
    }
}

/// The rules help as a dialog over the page, reachable from every screen.
#[component]
pub fn RulesDialog(
    open: RwSignal<bool>,
    /// The game whose rules it opens on: the one on show, or the one chosen
    /// for a new game.
    ruleset: Signal<Ruleset>,
) -> impl IntoView {
    let close = move |_| open.set(false);
    close_on_escape(move || open.get_untracked(), move || open.set(false));
    // Built when it opens, not again when told to open while it is open.
    let is_open = Memo::new(move |_| open.get());
    // The rules shown; the other game's are a press away.
    let shown = RwSignal::new(ruleset.get_untracked());
    view! {
        {move || is_open.get().then(|| {
            // Each opening starts on the game on show, set before the body
            // below is built from it.
            shown.set(ruleset.get_untracked());
            view! {
            <div class="overlay" on:click=close>
                <section
                    class="dialog rules"
                    role="dialog"
                    aria-modal="true"
                    aria-label="Rules"
                    on:click=|e| e.stop_propagation()
                >
                    <header class="dialog-head">
                        <h2>"Rules of Cyvasse"</h2>
                        <button type="button" class="button" on:click=close aria-label="Close the rules">
                            "Close"
                        </button>
                    </header>
                    <div class="rules-body">
                        <div class="choice" role="group" aria-label="Rules of">
                            {Ruleset::ALL
                                .into_iter()
                                .map(|r| choice_button(
                                    game_title(r).to_string(),
                                    move || shown.get() == r,
                                    move || shown.set(r),
                                ))
                                .collect_view()}
                        </div>
                        {move || rules_of(shown.get())}
                        <p>
                            "Against the computer: it answers a draw offer at once, from its own judgment of the position. It accepts only when it judges its position no better than level, and otherwise declines."
                        </p>
                    </div>
                </section>
            </div>
        }}.into_any())}
    }
}

/// A game's rules: how it goes, then its cards.
fn rules_of(ruleset: Ruleset) -> AnyView {
    let (game, end) = match ruleset {
        Ruleset::Iron => (
            "Each player secretly builds a homeland — the four ranks on their side — with terrain tiles and an army of ten. Then both are revealed and White moves first. A turn is one move: a slide in a straight line, a melee capture or a shot. Capture the enemy King to win.",
            "If the side to move has no legal move, it must pass. The game is drawn after two passes in a row, when the same position occurs for the third time, after 100 plies (50 moves each) without a capture or a fortress ruin, or by agreement. A player may resign.",
        ),
        Ruleset::Armor => (
            "Each player secretly builds a homeland — the four ranks on their side — with mountains, water and an army of eighteen, none of it on a mountain. Then both are revealed and White moves first. A turn is one move: a path of steps that may turn, passing through its own pieces but not the enemy's; or a capture. An enemy is capturable when at least as many of your pieces attack it as its armor, unless it stands next to its own Tower; any of your pieces that reaches it in one straight line may then take it. Capture the enemy King to win.",
            "A player who has no legal move loses. The game is drawn when the same position occurs for the third time, after 100 plies (50 moves each) without a capture, or by agreement. A player may resign.",
        ),
    };
    view! {
        <p>{game}</p>
        <p>{end}</p>
        <div class="cards">
            {Card::all(ruleset)
                .into_iter()
                .map(|card| view! { <CardView card=card /> })
                .collect_view()}
        </div>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_read_their_ranges_from_the_ruleset() {
        let horse = Card::unit(Ruleset::Iron, Role::HeavyHorse);
        assert_eq!(
            horse.lines[0],
            "Moves up to 3 squares orthogonally in a straight line."
        );
        let treb = Card::unit(Ruleset::Iron, Role::Trebuchet);
        assert!(treb.lines[1].contains("up to 4 squares orthogonally or 3 diagonally"));
        assert!(treb.lines[1].contains("fires over mountains"));
        let dragon = Card::unit(Ruleset::Iron, Role::Dragon);
        assert!(dragon
            .lines
            .last()
            .unwrap()
            .contains("Crossbowmen, Catapult, Trebuchet, Dragon, King"));
        assert_eq!(
            Card::tile(Ruleset::Iron, Terrain::Mountain)
                .lines
                .last()
                .unwrap(),
            "Each homeland has 6."
        );
        assert_eq!(Card::all(Ruleset::Iron).len(), 16);
    }

    #[test]
    fn armor_cards_read_armor_moves_and_attacks_from_the_ruleset() {
        let elephant = Card::unit(Ruleset::Armor, Role::Elephant);
        assert_eq!(
            elephant.lines[..4],
            [
                "Armor 2: 2 enemies must attack it at once to make it capturable.",
                "Moves 1 square in any direction.",
                "Attacks up to 2 squares away along the 8 lines.",
                "Captures a capturable enemy by moving onto it in one straight line, up to 2 squares.",
            ]
        );
        let catapult = Card::unit(Ruleset::Armor, Role::Catapult);
        assert!(catapult.lines[0].starts_with("Armor 0"));
        assert_eq!(
            catapult.lines[2],
            "Attacks from 2 to 4 squares away along the 8 lines, over mountains."
        );
        let horse = Card::unit(Ruleset::Armor, Role::LightHorse);
        assert!(horse.lines[1].contains("up to 3 steps"));
        let tower = Card::unit(Ruleset::Armor, Role::Tower);
        assert_eq!(tower.lines[1..3], ["Never moves.", "Attacks nothing."]);
        let spearmen = Card::unit(Ruleset::Armor, Role::Spearmen);
        assert!(spearmen.lines[2].starts_with("Attacks only its two forward-diagonal squares;"));
        assert!(spearmen.lines[3].contains("on one of those two squares"));
        let bow = Card::unit(Ruleset::Armor, Role::Crossbowmen);
        assert!(bow.lines[3].starts_with("Never captures"));
        // Ten unit types, grass, mountain and water.
        assert_eq!(Card::all(Ruleset::Armor).len(), 13);
        assert_eq!(
            Card::tile(Ruleset::Armor, Terrain::Water)
                .lines
                .last()
                .unwrap(),
            "Each homeland has 3."
        );
    }
}
