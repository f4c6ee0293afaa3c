//! Any text: reading an online link, or a kept online game, never panics;
//! what reads is written back as itself; and taking a link in, on either
//! device of a game under way, never panics and changes nothing when it is
//! refused.
#![no_main]

use cyvasse::{Color, Homeland, Message, Online, Ruleset, SplitMix64};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

/// The two devices of a game (the same as the seeds'): the inviter after
/// the answer and a first move, the invited player before the reveal.
fn devices() -> &'static (Online, Online) {
    static DEVICES: OnceLock<(Online, Online)> = OnceLock::new();
    DEVICES.get_or_init(|| {
        let mut r = SplitMix64::new(7);
        let mut rng = || r.next_u64();
        let a = Homeland::random(Ruleset::Iron, Color::White, &mut rng);
        let b = Homeland::random(Ruleset::Iron, Color::Black, &mut rng);
        let (mut inviter, invite) = Online::invite("k3x9q2m7".into(), a, [7u8; 32]);
        let (invited, answer) = Online::answer(&invite, b).expect("a valid answer");
        inviter.receive(&Message::Answer(answer)).expect("the answer is taken");
        (inviter, invited)
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(kept) = text.parse::<Online>() {
        assert_eq!(kept.to_text().parse::<Online>(), Ok(kept));
    }
    let message = match Message::parse(text) {
        Ok(m) => m,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    assert_eq!(Message::parse(&message.to_link()), Ok(message.clone()));
    let (inviter, invited) = devices();
    for device in [inviter, invited] {
        let mut taken = device.clone();
        if taken.receive(&message).is_err() {
            assert_eq!(&taken, device);
        }
    }
});
