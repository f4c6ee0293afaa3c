//! A side's winning chances from the engine's score: a logistic curve,
//! `1 / (1 + e^(-k·cp))`, its slope `k` fitted for each ruleset to the
//! engine's own games (`examples/chances.rs`; the fit and its data in
//! BENCHMARKS.md). A draw counts half a win, so the chances are the side's
//! expected score. A proven win is 100 %, a proven loss 0 %.
//!
//! The arithmetic is IEEE `f64` (the exponential written here: the crate
//! has no `std`), so the page's worker and the command line give the same
//! chances to the per mille.

use cyvasse::Ruleset;

use crate::search::Score;

/// The curve's slope per hundredth of a Rabble, fitted to 400 games of the
/// engine against itself at 10,000 nodes a move (BENCHMARKS.md).
fn slope(ruleset: Ruleset) -> f64 {
    match ruleset {
        Ruleset::Iron => K_IRON,
        Ruleset::Armor => K_ARMOR,
    }
}

const K_IRON: f64 = 0.001561;
const K_ARMOR: f64 = 0.001622;

/// The winning chances of the side whose score this is, in per mille (0 to
/// 1000; 500 for an even score).
pub fn winning_chances(ruleset: Ruleset, score: Score) -> u16 {
    if score.win_in().is_some() {
        return 1000;
    }
    if score.loss_in().is_some() {
        return 0;
    }
    let x = slope(ruleset) * f64::from(score.0);
    // 1 / (1 + e^-x), with the exponential of a non-positive number only.
    let p = if x >= 0.0 {
        1.0 / (1.0 + exp_non_positive(-x))
    } else {
        let e = exp_non_positive(x);
        e / (1.0 + e)
    };
    // Rounded to the nearest per mille (p is in [0, 1]).
    (p * 1000.0 + 0.5) as u16
}

/// `e^x` for `x ≤ 0`: the Taylor series of `e^(x/2^m)`, with `|x/2^m| ≤
/// 1/2`, squared `m` times. Relative error below 1e-9 for `x ≥ -700`;
/// below that, 0.
fn exp_non_positive(x: f64) -> f64 {
    if x < -700.0 {
        return 0.0;
    }
    let mut m = 0;
    let mut y = x;
    while y < -0.5 {
        y /= 2.0;
        m += 1;
    }
    // e^y = Σ y^n / n!, |y| ≤ 1/2: 14 terms are well past f64's precision.
    let mut term = 1.0;
    let mut sum = 1.0;
    for n in 1..14 {
        term *= y / f64::from(n);
        sum += term;
    }
    for _ in 0..m {
        sum *= sum;
    }
    sum
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;

    #[test]
    fn the_exponential_agrees_with_std() {
        for i in 0..=7000 {
            let x = -f64::from(i) / 10.0;
            let want = std::primitive::f64::exp(x);
            let got = exp_non_positive(x);
            assert!(
                (got - want).abs() <= want * 1e-9 + 1e-300,
                "e^{x}: {got} against {want}"
            );
        }
    }

    #[test]
    fn chances_are_even_at_zero_rise_with_the_score_and_mirror() {
        for ruleset in [Ruleset::Iron, Ruleset::Armor] {
            assert_eq!(winning_chances(ruleset, Score(0)), 500);
            let mut last = 0;
            for cp in -3000..=3000 {
                let p = winning_chances(ruleset, Score(cp));
                assert!(p >= last, "{ruleset} {cp}");
                last = p;
                let q = winning_chances(ruleset, Score(-cp));
                assert!(
                    (i32::from(p) + i32::from(q) - 1000).abs() <= 1,
                    "{cp}: {p} + {q}"
                );
            }
            assert_eq!(winning_chances(ruleset, Score(29_990)), 1000, "a win in 10");
            assert_eq!(winning_chances(ruleset, Score(-29_990)), 0, "a loss in 10");
        }
    }
}
