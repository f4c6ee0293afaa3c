//! The rules help: a card per unit and per tile of each game, in the page's
//! own words (RULES.md §1 and §2). Ranges are read from the engine's ruleset, so the cards
//! cannot disagree with the rules the game plays.

use cyvasse::{Color, Range, Role, Ruleset, Terrain};
use leptos::prelude::*;

use crate::art::{tile_image, unit_picture};
use crate::i18n::words::{self, game_title};
use crate::i18n::{count, fill, t, Count, Msg};
use crate::widgets::{choice_button, Dialog};

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
    count(Count::Squares, n.into(), &[])
}

/// "up to 3 squares orthogonally or 1 diagonally", from a range.
fn reach(range: Range) -> String {
    match (range.orthogonal, range.diagonal) {
        (o, d) if o == d => fill(Msg::ReachAny, &[("squares", &squares(o))]),
        (o, 0) => fill(Msg::ReachOrthogonal, &[("squares", &squares(o))]),
        (0, d) => fill(Msg::ReachDiagonal, &[("squares", &squares(d))]),
        (o, d) => fill(
            Msg::ReachBoth,
            &[("squares", &squares(o)), ("d", &d.to_string())],
        ),
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
            title: words::unit(role).to_string(),
            lines,
        }
    }

    /// The card of a tile type.
    pub fn tile(ruleset: Ruleset, terrain: Terrain) -> Card {
        let rules = ruleset.setup_rules();
        let many = rules.tiles_of(terrain);
        let group = rules.max_mountain_group;
        let mut lines = match ruleset {
            Ruleset::Iron => iron_tile(terrain, group),
            Ruleset::Armor => armor_tile(terrain, group),
        };
        if many > 0 {
            lines.push(count(Count::CardHomelandHas, many.into(), &[]));
        }
        Card {
            subject: Subject::Tile(terrain),
            title: words::tile(terrain).to_string(),
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
        Some(r) => lines.push(fill(Msg::CardIronMoves, &[("reach", &reach(r))])),
        None => lines.push(t(Msg::CardIronFlies).into()),
    }
    match ruleset.shot_range(role) {
        Some(r) => {
            let blocking = t(if ruleset.shoots_over_mountains(role) {
                Msg::CardIronOver
            } else {
                Msg::CardIronBlocked
            });
            lines.push(fill(
                Msg::CardIronShoots,
                &[("reach", &reach(r)), ("blocking", blocking)],
            ));
            lines.push(t(Msg::CardIronNoShotOnWater).into());
        }
        None => lines.push(t(Msg::CardIronMelee).into()),
    }
    match role {
        Role::Dragon => {
            lines.push(t(Msg::CardIronDragonTerrain).into());
            lines.push(t(Msg::CardIronDragonForest).into());
        }
        Role::King => lines.push(t(Msg::CardIronKing).into()),
        _ => {}
    }
    if role == Role::Dragon {
        let hunters: Vec<&str> = ruleset
            .roles()
            .iter()
            .filter(|&&r| ruleset.may_capture_dragon(r))
            .map(|&r| words::unit(r))
            .collect();
        // A list reads with commas in each of the page's languages.
        lines.push(fill(
            Msg::CardIronDragonHunters,
            &[("units", &hunters.join(", "))],
        ));
    } else if ruleset.may_capture_dragon(role) {
        lines.push(t(Msg::CardIronDragonHunter).into());
    }
    lines
}

/// The mountain rule of either game, for a mountain's card.
fn mountain_groups(group: u8) -> String {
    count(Count::CardMountainGroups, group.into(), &[])
}

/// The lines of an `iron` tile's card (RULES.md §1).
fn iron_tile(terrain: Terrain, group: u8) -> Vec<String> {
    match terrain {
        Terrain::Grass => vec![t(Msg::CardIronGrass).into()],
        Terrain::Mountain => vec![
            t(Msg::CardIronMountain).into(),
            t(Msg::CardIronMountainShots).into(),
            mountain_groups(group),
        ],
        Terrain::Water => vec![
            t(Msg::CardIronWaterEnds).into(),
            t(Msg::CardIronWaterFreezes).into(),
            t(Msg::CardIronWaterShots).into(),
        ],
        Terrain::Forest => vec![
            t(Msg::CardIronForestCost).into(),
            t(Msg::CardIronForestDragon).into(),
        ],
        Terrain::Fortress => vec![
            t(Msg::CardIronFortress).into(),
            t(Msg::CardIronFortressStop).into(),
        ],
        Terrain::Ruined => vec![t(Msg::CardIronRuined).into()],
    }
}

/// The lines of an `armor` unit's card (RULES.md §2): its armor, move and
/// attack read from the ruleset, what it alone does in words.
fn armor_unit(role: Role) -> Vec<String> {
    let ruleset = Ruleset::Armor;
    let mut lines = Vec::new();
    match ruleset.armor(role) {
        Some(0) => lines.push(t(Msg::CardArmor0).into()),
        Some(1) => lines.push(t(Msg::CardArmor1).into()),
        Some(a) => lines.push(count(Count::CardArmorN, a.into(), &[])),
        None => {}
    }
    match ruleset.move_range(role).map(|r| r.orthogonal) {
        Some(0) | None => lines.push(t(Msg::CardArmorStill).into()),
        Some(1) => lines.push(t(Msg::CardArmorStep).into()),
        Some(n) => lines.push(count(Count::CardArmorPath, n.into(), &[])),
    }
    match ruleset.attack_span(role) {
        None => lines.push(t(Msg::CardArmorNoAttack).into()),
        Some(_) if role == Role::Spearmen => lines.push(t(Msg::CardArmorSpearmenAttack).into()),
        Some((1, far)) => lines.push(fill(Msg::CardArmorAttacks, &[("squares", &squares(far))])),
        Some((near, far)) => lines.push(fill(
            Msg::CardArmorAttacksFrom,
            &[("near", &near.to_string()), ("squares", &squares(far))],
        )),
    }
    match (role, ruleset.capture_reach(role)) {
        (Role::Catapult, _) => lines.push(t(Msg::CardArmorCatapult).into()),
        (Role::Tower, _) => lines.push(t(Msg::CardArmorTower).into()),
        (Role::Spearmen, _) => lines.push(t(Msg::CardArmorSpearmenCapture).into()),
        (_, None) => lines.push(t(Msg::CardArmorNoCapture).into()),
        (_, Some(n)) => lines.push(fill(Msg::CardArmorCapture, &[("squares", &squares(n))])),
    }
    match role {
        Role::Elephant => lines.push(t(Msg::CardArmorElephant).into()),
        Role::Dragon => lines.push(t(Msg::CardArmorDragon).into()),
        Role::King => lines.push(t(Msg::CardArmorKing).into()),
        _ => {}
    }
    lines
}

/// The lines of an `armor` tile's card (RULES.md §2).
fn armor_tile(terrain: Terrain, group: u8) -> Vec<String> {
    match terrain {
        Terrain::Mountain => vec![
            t(Msg::CardArmorMountain).into(),
            t(Msg::CardArmorMountainAttacks).into(),
            mountain_groups(group),
        ],
        Terrain::Water => vec![
            t(Msg::CardArmorWaterEnds).into(),
            t(Msg::CardArmorWaterAttacks).into(),
        ],
        _ => vec![t(Msg::CardArmorGrass).into()],
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
        Subject::Unit(role) => unit_picture(cyvasse::Piece { color, role }),
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
    // The rules shown; the other game's are a press away.
    let shown = RwSignal::new(ruleset.get_untracked());
    view! {
        <Dialog
            open=open
            on_close=Callback::new(move |()| open.set(false))
            class="rules"
            label=t(Msg::PageRules)
            outside_closes=true
        >
            {move || {
                // Each opening starts on the game on show, set before the
                // body below is built from it.
                untrack(|| shown.set(ruleset.get_untracked()));
                view! {
                    <header class="dialog-head">
                        <h2>{t(Msg::RulesTitle)}</h2>
                        <button type="button" class="button" on:click=move |_| open.set(false) aria-label=t(Msg::RulesCloseLabel)>
                            {t(Msg::RulesClose)}
                        </button>
                    </header>
                    <div class="rules-body">
                        <div class="choice" role="group" aria-label=t(Msg::RulesOf)>
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
                        <p>{t(Msg::RulesComputerDraw)}</p>
                    </div>
                }
            }}
        </Dialog>
    }
}

/// A game's rules: how it goes, then its cards.
fn rules_of(ruleset: Ruleset) -> AnyView {
    let (game, end) = match ruleset {
        Ruleset::Iron => (t(Msg::RulesIronGame), t(Msg::RulesIronEnd)),
        Ruleset::Armor => (t(Msg::RulesArmorGame), t(Msg::RulesArmorEnd)),
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
