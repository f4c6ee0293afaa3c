//! A game between two devices by links: the commitment and its check, the
//! whole exchange through the links' text, the prefix rule and every
//! refusal, and the links' round trips and bounds.

use cyvasse::{
    commit, Accepted, Color, Ending, Game, GameRecord, Homeland, Message, Online, OnlineError,
    RecordError, Ruleset, SplitMix64, Uci, MAX_ONLINE_LINK,
};
use proptest::prelude::*;

const ID: &str = "k3x9q2m7";

fn homeland(ruleset: Ruleset, side: Color, seed: u64) -> Homeland {
    let mut r = SplitMix64::new(seed);
    Homeland::random(ruleset, side, &mut || r.next_u64())
}

fn salt(seed: u64) -> [u8; 32] {
    let mut r = SplitMix64::new(seed);
    let mut out = [0u8; 32];
    for chunk in out.chunks_mut(8) {
        chunk.copy_from_slice(&r.next_u64().to_le_bytes());
    }
    out
}

/// A message as it travels: written as a link and read back.
fn travel(message: &Message) -> Message {
    let link = message.to_link();
    assert!(link.len() <= MAX_ONLINE_LINK, "{} characters", link.len());
    assert!(
        link.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b":/-".contains(&b)),
        "{link}"
    );
    let back = Message::parse(&format!("#{link}")).expect("a link written reads");
    assert_eq!(&back, message);
    back
}

/// The two devices of a game after the invitation and the answer: A (who
/// invites, playing `a_side`) and B.
fn begin(ruleset: Ruleset, a_side: Color, seed: u64) -> (Online, Online) {
    let (a, invite) = Online::invite(ID.into(), homeland(ruleset, a_side, seed), salt(seed ^ 9));
    let Message::Invite(invite) = travel(&Message::Invite(invite)) else {
        unreachable!()
    };
    let (b, answer) = Online::answer(&invite, homeland(ruleset, !a_side, seed ^ 5)).unwrap();
    let mut a = a;
    assert_eq!(
        a.receive(&travel(&Message::Answer(answer))),
        Ok(Accepted::Answered)
    );
    (a, b)
}

/// The game link of `device`, travelled.
fn sent(device: &Online) -> Message {
    travel(&Message::Game(device.link().expect("a game to send")))
}

/// A legal move for the side to move in `device`'s game, chosen by `seed`.
fn some_move(device: &Online, seed: u64) -> Option<Uci> {
    let game = device.record()?.replay().ok()?;
    if game.result().is_some() {
        return None;
    }
    let moves = game.position().legal_moves();
    moves
        .get((seed % moves.len().max(1) as u64) as usize)
        .map(|m| m.to_uci())
}

fn replayed(device: &Online) -> Game {
    device.record().unwrap().replay().unwrap()
}

#[test]
fn the_commitment_binds_the_homeland_the_salt_and_the_game() {
    let h = homeland(Ruleset::Iron, Color::White, 1);
    let s = salt(2);
    let c = commit(ID, &h, &s);
    assert_eq!(c, commit(ID, &h, &s));
    let mut other_salt = s;
    other_salt[31] ^= 1;
    assert_ne!(c, commit(ID, &h, &other_salt));
    assert_ne!(c, commit("k3x9q2m8", &h, &s));
    assert_ne!(c, commit(ID, &homeland(Ruleset::Iron, Color::White, 3), &s));
    // The same layout on the other side is another homeland.
    assert_ne!(
        commit(ID, &homeland(Ruleset::Iron, Color::Black, 1), &s),
        commit(ID, &homeland(Ruleset::Iron, Color::Black, 4), &s)
    );
}

#[test]
fn a_whole_game_travels_by_links_in_both_rulesets_from_either_side() {
    for (ruleset, a_side, seed) in [
        (Ruleset::Iron, Color::White, 11),
        (Ruleset::Iron, Color::Black, 12),
        (Ruleset::Armor, Color::White, 13),
        (Ruleset::Armor, Color::Black, 14),
    ] {
        let (mut a, mut b) = begin(ruleset, a_side, seed);
        // The reveal: with A's first move if A is White.
        if a_side == Color::White {
            a.play(some_move(&a, seed).unwrap()).unwrap();
        }
        let reveal = sent(&a);
        let expect = usize::from(a_side == Color::White);
        assert_eq!(b.receive(&reveal), Ok(Accepted::Moves(expect)));
        assert_eq!(b.receive(&reveal), Err(OnlineError::AlreadySeen));
        // Then a move each way, link by link, to the end or 60 plies.
        let (mut mover, mut other) = (&mut b, &mut a);
        for ply in 0..60u64 {
            let Some(m) = some_move(mover, seed.wrapping_mul(31) ^ ply) else {
                break;
            };
            mover.play(m).unwrap();
            let link = sent(mover);
            assert_eq!(other.receive(&link), Ok(Accepted::Moves(1)));
            assert_eq!(other.receive(&link), Err(OnlineError::AlreadySeen));
            std::mem::swap(&mut mover, &mut other);
        }
        assert_eq!(a.record(), b.record());
        assert_eq!(replayed(&a).moves(), replayed(&b).moves());
    }
}

#[test]
fn a_tampered_reveal_is_refused_and_changes_nothing() {
    let (a, b) = begin(Ruleset::Iron, Color::Black, 21);
    let Message::Game(reveal) = sent(&a) else {
        unreachable!()
    };
    // Another homeland for A than the one promised.
    let mut other = reveal.clone();
    other.record.black = homeland(Ruleset::Iron, Color::Black, 99);
    let mut b2 = b.clone();
    assert_eq!(
        b2.receive(&Message::Game(other)),
        Err(OnlineError::Tampered)
    );
    assert_eq!(b2, b);
    // Another salt.
    let mut other = reveal.clone();
    other.salt[0] ^= 0x80;
    assert_eq!(
        b2.receive(&Message::Game(other)),
        Err(OnlineError::Tampered)
    );
    // B's own homeland changed in it.
    let mut other = reveal.clone();
    other.record.white = homeland(Ruleset::Iron, Color::White, 98);
    assert_eq!(
        b2.receive(&Message::Game(other)),
        Err(OnlineError::NotMyHomeland)
    );
    // Another game's id.
    let mut other = reveal.clone();
    other.id = "zzzzzzzz".into();
    assert_eq!(
        b2.receive(&Message::Game(other)),
        Err(OnlineError::OtherGame)
    );
    assert_eq!(b2, b);
    // The true reveal passes.
    assert_eq!(b2.receive(&Message::Game(reveal)), Ok(Accepted::Moves(0)));
}

/// Both devices after `plies` moves (A White), B having just received.
fn played(plies: usize, seed: u64) -> (Online, Online) {
    let (mut a, mut b) = begin(Ruleset::Iron, Color::White, seed);
    a.play(some_move(&a, seed).unwrap()).unwrap();
    b.receive(&sent(&a)).unwrap();
    for ply in 1..plies {
        let (mover, other) = if ply % 2 == 1 {
            (&mut b, &mut a)
        } else {
            (&mut a, &mut b)
        };
        let Some(m) = some_move(mover, seed ^ ply as u64) else {
            break;
        };
        mover.play(m).unwrap();
        other.receive(&sent(mover)).unwrap();
    }
    (a, b)
}

#[test]
fn old_edited_illegal_and_out_of_turn_links_are_refused() {
    // Six plies played: A (White) to move, and both devices at one.
    let (mut a, mut b) = played(6, 31);
    let old = sent(&b);
    a.play(some_move(&a, 7).unwrap()).unwrap();
    assert_eq!(b.receive(&sent(&a)), Ok(Accepted::Moves(1)));
    b.play(some_move(&b, 8).unwrap()).unwrap();
    let Message::Game(latest) = sent(&b) else {
        unreachable!()
    };
    let before = a.clone();
    // An older link: nothing new.
    assert_eq!(a.receive(&old), Err(OnlineError::AlreadySeen));
    // An edited history: the first move changed.
    let start = GameRecord {
        moves: vec![],
        ..latest.record.clone()
    }
    .replay()
    .unwrap();
    let mut edited = latest.clone();
    edited.record.moves[0] = start
        .position()
        .legal_moves()
        .into_iter()
        .map(|m| m.to_uci())
        .find(|u| *u != latest.record.moves[0])
        .unwrap();
    assert_eq!(
        a.receive(&Message::Game(edited)),
        Err(OnlineError::HistoryDiffers)
    );
    // An illegal move: B's new move from an empty square.
    let after7 = replayed(&a);
    let empty = cyvasse::Square::all()
        .find(|&sq| after7.position().piece_at(sq).is_none())
        .unwrap();
    let to = cyvasse::Square::all().find(|&sq| sq != empty).unwrap();
    let mut illegal = latest.clone();
    *illegal.record.moves.last_mut().unwrap() = Uci::Normal { from: empty, to };
    assert!(matches!(
        a.receive(&Message::Game(illegal)),
        Err(OnlineError::Game(RecordError::Move { ply: 8, .. }))
    ));
    // A's move made by B: the second new move is out of turn.
    let mut b2 = b.clone();
    let next = some_move(&b2, 9).expect("a move for A");
    assert!(matches!(
        b2.play(next),
        Err(OnlineError::OutOfTurn { ply: 9 })
    ));
    let mut two = latest.clone();
    two.record.moves.push(next);
    assert_eq!(
        a.receive(&Message::Game(two)),
        Err(OnlineError::OutOfTurn { ply: 9 })
    );
    // A link of another game, and an answer after the answer.
    let mut other = latest.clone();
    other.id = "abcdef12".into();
    assert_eq!(
        a.receive(&Message::Game(other)),
        Err(OnlineError::OtherGame)
    );
    assert_eq!(a, before);
    // The true link passes.
    assert_eq!(a.receive(&Message::Game(latest)), Ok(Accepted::Moves(1)));
}

#[test]
fn an_old_invitation_a_changed_homeland_and_another_game_are_named_as_such() {
    // The invitation, opened again on either device at any stage: nothing
    // in it is new, as for the answer.
    let (mut a, invite) =
        Online::invite(ID.into(), homeland(Ruleset::Iron, Color::White, 3), salt(3));
    let again = Message::Invite(invite.clone());
    assert_eq!(a.receive(&again), Err(OnlineError::AlreadySeen));
    let (mut b, answer) =
        Online::answer(&invite, homeland(Ruleset::Iron, Color::Black, 4)).unwrap();
    assert_eq!(b.receive(&again), Err(OnlineError::AlreadySeen));
    a.receive(&Message::Answer(answer.clone())).unwrap();
    assert_eq!(a.receive(&again), Err(OnlineError::AlreadySeen));
    assert_eq!(
        a.receive(&Message::Answer(answer)),
        Err(OnlineError::AlreadySeen)
    );
    // Another invitation under the same id does not fit.
    let (_, other) = Online::invite(ID.into(), homeland(Ruleset::Iron, Color::White, 8), salt(8));
    assert_eq!(
        a.receive(&Message::Invite(other)),
        Err(OnlineError::OutOfStep)
    );

    // B's homeland changed in B's link: not the one B answered with.
    let (mut a, mut b) = played(4, 61);
    let before = a.clone();
    let Message::Game(mut changed) = sent(&b) else {
        unreachable!()
    };
    changed.record.black = homeland(Ruleset::Iron, Color::Black, 99);
    assert_eq!(
        a.receive(&Message::Game(changed)),
        Err(OnlineError::NotTheirHomeland)
    );
    // A game of Armor under the same id, invited from either side: another
    // game.
    for a_side in [Color::White, Color::Black] {
        // The inviter's first link: a move as White, the reveal as Black.
        let (mut x, _) = begin(Ruleset::Armor, a_side, 5);
        if a_side == Color::White {
            x.play(some_move(&x, 1).unwrap()).unwrap();
        }
        let armor = sent(&x);
        assert_eq!(a.receive(&armor), Err(OnlineError::OtherGame), "{a_side:?}");
        assert_eq!(b.receive(&armor), Err(OnlineError::OtherGame), "{a_side:?}");
    }
    assert_eq!(a, before);
}

#[test]
fn resignations_and_draws_travel_only_from_who_may_send_them() {
    let (mut a, mut b) = played(4, 41);
    // A forged end: a link from A saying that B resigned.
    let Message::Game(mut forged) = sent(&a) else {
        unreachable!()
    };
    forged.record.ending = Some(Ending::Resigned(Color::Black));
    assert_eq!(
        b.receive(&Message::Game(forged)),
        Err(OnlineError::ForgedEnd)
    );
    // A draw agreed that nobody offered.
    let Message::Game(mut forged) = sent(&a) else {
        unreachable!()
    };
    forged.record.ending = Some(Ending::DrawAgreed);
    assert_eq!(
        b.receive(&Message::Game(forged)),
        Err(OnlineError::ForgedEnd)
    );
    assert_eq!(b.end(Ending::DrawAgreed), Err(OnlineError::ForgedEnd));
    // A offers a draw; B accepts; the game ends on both devices.
    a.offer_draw().unwrap();
    assert_eq!(b.receive(&sent(&a)), Ok(Accepted::Moves(0)));
    assert_eq!(b.offer, Some(Color::White));
    b.end(Ending::DrawAgreed).unwrap();
    assert_eq!(a.receive(&sent(&b)), Ok(Accepted::Moves(0)));
    assert_eq!(a.record().unwrap().ending, Some(Ending::DrawAgreed));
    // A link for the ended game: refused.
    assert_eq!(a.receive(&sent(&b)), Err(OnlineError::AlreadySeen));
    let (mut a, mut b) = played(5, 42);
    // A resigns (on B's turn): B takes it; then nothing more.
    a.end(Ending::Resigned(Color::White)).unwrap();
    assert_eq!(b.receive(&sent(&a)), Ok(Accepted::Moves(0)));
    assert_eq!(
        b.play(some_move(&a, 1).unwrap_or(Uci::Pass)),
        Err(OnlineError::Ended)
    );
    assert!(matches!(
        replayed(&b).result(),
        Some(cyvasse::GameResult::Win {
            winner: Color::Black,
            ..
        })
    ));
    // A draw offered by B on its turn, declined by A; then B plays on.
    let (mut a, mut b) = played(5, 43);
    b.offer_draw().unwrap();
    assert_eq!(a.offer_draw(), Err(OnlineError::OutOfTurn { ply: 6 }));
    assert_eq!(a.receive(&sent(&b)), Ok(Accepted::Moves(0)));
    assert_eq!(a.offer, Some(Color::Black));
    // The offer waits for its answer.
    assert_eq!(
        a.play(some_move(&a, 1).unwrap()),
        Err(OnlineError::OutOfStep)
    );
    a.decline_draw().unwrap();
    assert_eq!(b.receive(&sent(&a)), Ok(Accepted::Moves(0)));
    assert_eq!(b.offer, None);
    b.play(some_move(&b, 2).unwrap()).unwrap();
    assert_eq!(a.receive(&sent(&b)), Ok(Accepted::Moves(1)));
    // A resignation while one's own offer waits withdraws the offer, and
    // travels.
    let (mut a, mut b) = played(6, 44);
    a.offer_draw().unwrap();
    assert_eq!(b.receive(&sent(&a)), Ok(Accepted::Moves(0)));
    a.end(Ending::Resigned(Color::White)).unwrap();
    assert_eq!(a.offer, None);
    assert_eq!(b.receive(&sent(&a)), Ok(Accepted::Moves(0)));
    assert_eq!(
        b.record().unwrap().ending,
        Some(Ending::Resigned(Color::White))
    );
    // A resignation instead of an answer to the friend's offer travels
    // too.
    let (mut a, mut b) = played(6, 44);
    a.offer_draw().unwrap();
    assert_eq!(b.receive(&sent(&a)), Ok(Accepted::Moves(0)));
    b.end(Ending::Resigned(Color::Black)).unwrap();
    assert_eq!(a.receive(&sent(&b)), Ok(Accepted::Moves(0)));
    assert_eq!(
        a.record().unwrap().ending,
        Some(Ending::Resigned(Color::Black))
    );
}

#[test]
fn bad_links_read_as_refusals() {
    let (a, _) = played(2, 51);
    let link = sent(&a).to_link();
    for (text, expected) in [
        ("layout:1:iron:x", OnlineError::Unknown),
        ("online:2:g:abcdefgh", OnlineError::Newer),
        ("online:1:q:abcdefgh:x", OnlineError::Form),
        ("online:1:i:ABC:iron:w:00", OnlineError::Form),
        ("online:1:i:abcdefgh:iron:w:00", OnlineError::Form),
        ("online:1:i:abcdefgh:chess:w:", OnlineError::Form),
    ] {
        assert_eq!(Message::parse(text), Err(expected), "{text}");
    }
    // Every truncation of a real link is refused, or (cut at a move's end)
    // reads as a shorter game.
    for cut in 0..link.len() {
        if let Ok(Message::Game(g)) = Message::parse(&link[..cut]) {
            assert!(g.record.moves.len() < 2, "{}", &link[..cut]);
        }
    }
    let long = format!("online:1:g:{}", "a".repeat(MAX_ONLINE_LINK));
    assert!(matches!(
        Message::parse(&long),
        Err(OnlineError::TooLong { .. })
    ));
}

#[test]
fn a_game_of_200_plies_fits_in_a_link() {
    let (mut a, mut b) = begin(Ruleset::Iron, Color::White, 61);
    let mut plies = 0;
    let mut turn = 0u64;
    while plies < 200 {
        let (mover, other) = if plies % 2 == 0 {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        let Some(m) = some_move(mover, turn) else {
            break;
        };
        turn += 1;
        mover.play(m).unwrap();
        other.receive(&sent(mover)).unwrap();
        plies += 1;
    }
    let Message::Game(mut link) = sent(&a) else {
        unreachable!()
    };
    // A link's length hangs on its number of moves alone (four characters
    // each, a pass too): a random game ends before 200 plies, so its moves
    // are repeated up to 200 to measure the longest.
    let played = link.record.moves.clone();
    while link.record.moves.len() < 200 {
        link.record
            .moves
            .push(played[link.record.moves.len() % played.len()]);
    }
    let longest = Message::Game(link).to_link().len();
    assert!(longest < MAX_ONLINE_LINK, "{longest} characters");
    println!("{plies} plies played; a link of 200 plies: {longest} characters");
}

#[test]
fn a_game_kept_as_text_reads_back_at_every_stage_and_corruption_is_refused() {
    let (a, invite) = Online::invite(
        ID.into(),
        homeland(Ruleset::Armor, Color::Black, 71),
        salt(72),
    );
    let (b, _) = Online::answer(&invite, homeland(Ruleset::Armor, Color::White, 73)).unwrap();
    let (a2, b2) = played(7, 74);
    for device in [&a, &b, &a2, &b2] {
        let text = device.to_text();
        assert_eq!(text.parse::<Online>().as_ref(), Ok(device), "{text}");
    }
    // Another salt on the inviter's device: the commitment no longer holds.
    let mut bad = a.clone();
    bad.salt = Some(salt(1));
    assert_eq!(bad.to_text().parse::<Online>(), Err(OnlineError::Tampered));
    // A homeland of the wrong side.
    let text = b
        .to_text()
        .replace(":iron:w:", ":iron:b:")
        .replace(":armor:w:", ":armor:b:");
    assert!(text.parse::<Online>().is_err(), "{text}");
    // Cut short anywhere: refused, or (cut at a move's end) an earlier
    // state of the same game; never a panic.
    let text = b2.to_text();
    for cut in 0..text.len() {
        if let Ok(earlier) = text[..cut].parse::<Online>() {
            let (now, then) = (b2.record().unwrap(), earlier.record().unwrap());
            assert!(then.moves.len() < now.moves.len() && now.moves.starts_with(&then.moves));
        }
    }
    assert_eq!("online-game:2:x".parse::<Online>(), Err(OnlineError::Newer));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

    /// Links of random games round trip, and a link changed anywhere reads
    /// as a refusal or as a message that writes back to itself (no panic).
    #[test]
    fn links_round_trip_and_changed_links_never_panic(seed in any::<u64>(), plies in 0usize..30, at in any::<usize>(), byte in 32u8..127) {
        let (a, b) = played(plies.max(1), seed);
        for device in [&a, &b] {
            let message = sent(device);
            let mut link = message.to_link().into_bytes();
            let i = at % link.len();
            link[i] = byte;
            if let Ok(text) = String::from_utf8(link) {
                if let Ok(m) = Message::parse(&text) {
                    prop_assert_eq!(Message::parse(&m.to_link()), Ok(m));
                }
            }
        }
    }
}

#[test]
fn a_game_followed_on_a_second_device_goes_on_there() {
    let (mut a, mut b) = played(5, 46);
    let Message::Game(link) = sent(&a) else {
        unreachable!()
    };
    // A second device of B's player follows the game from A's last link.
    let mut b2 = Online::follow(&link, b.me).unwrap();
    assert_eq!(b2.record(), b.record());
    assert_eq!(b2.commitment, b.commitment);
    assert_eq!(b2.own, b.own);
    // It plays B's move; A takes it in. B's first device does not: the
    // move is of its own side.
    b2.play(some_move(&b2, 7).unwrap()).unwrap();
    assert_eq!(a.receive(&sent(&b2)), Ok(Accepted::Moves(1)));
    assert_eq!(
        b.receive(&sent(&b2)),
        Err(OnlineError::OutOfTurn { ply: 6 })
    );
    // A's answer reaches B's second device. The first, which did not see
    // the move made on the second, refuses it: no device takes in a move
    // of its own side that it did not make (a friend cannot play for it).
    a.play(some_move(&a, 8).unwrap()).unwrap();
    assert_eq!(b2.receive(&sent(&a)), Ok(Accepted::Moves(1)));
    assert_eq!(b.receive(&sent(&a)), Err(OnlineError::OutOfTurn { ply: 6 }));
    // A link that does not replay is not followed.
    let Message::Game(mut broken) = sent(&a) else {
        unreachable!()
    };
    broken.record.moves.push(Uci::Pass);
    broken.record.moves.push(Uci::Pass);
    broken.record.moves.push(Uci::Pass);
    assert!(Online::follow(&broken, Color::White).is_err());
}
