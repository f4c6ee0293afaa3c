// A game with a friend on another device, by links alone: two browser
// contexts, each with storage of its own, play the invitation, the answer,
// the reveal and ten moves, then a resignation, using only the links the
// pages give to send; bad links are refused in words; nothing leaves the
// page's origin.
import { test, expect } from "@playwright/test";
import { ARMOR_BLACK, ARMOR_WHITE, BLACK, WHITE, button, buildHomeland, exchangeMoves, inviteAndAnswer, linkOf, openLink as open, someMove, tapMove } from "./helpers.mjs";

/** Every request a page makes, to check that none leaves its origin. */
function requests(page) {
  const seen = [];
  page.on("request", (r) => seen.push(r.url()));
  return seen;
}

/** Two devices begin a game by links: A (White) invites, B answers, A
 *  plays a first move and reveals; B takes it in. Gives both pages, the
 *  moves so far and the link last sent. */
async function begun(browser, { game, white = WHITE, black = BLACK } = {}) {
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  await a.goto("./");
  await inviteAndAnswer(a, b, { game, white, black });
  const moves = [await someMove(a, "White")];
  const link = await linkOf(a);
  await open(b, link);
  await expect(b.locator(".moves .move")).toHaveText(moves);
  return { a, b, moves, link };
}

/** A screenshot for looking at, with SHOTS_DIR=… (see tests/web.sh). */
async function shot(page, info, name) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${info.project.name}-${name}.png` });
}

test("a game with a friend on another device, by links alone", async ({ browser, baseURL }, info) => {
  test.setTimeout(240_000);
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  const sentA = requests(a);
  const sentB = requests(b);

  // A invites, playing White: a homeland, then a sealed invitation.
  await a.goto("./");
  await button(a, "Play a friend on another device").click();
  await expect(a.getByRole("heading", { name: "Play a friend · Iron Throne" })).toBeVisible();
  await shot(a, info, "51-friend");
  await button(a, "Start").click();
  await buildHomeland(a, WHITE);
  await expect(a.getByRole("heading", { name: "Send this invitation to your friend" })).toBeVisible();
  const invite = await linkOf(a);
  await shot(a, info, "52-send-invite");
  expect(invite).toMatch(/^#online:1:i:[0-9a-z]+:iron:w:[0-9a-f]{64}$/);
  // Its QR code, for a friend at the same table (what it reads back as is
  // checked natively, src/qr.rs).
  await button(a, "Show QR code").click();
  const qr = a.getByRole("img", { name: /QR code of the link/ });
  await expect(qr).toBeVisible();
  expect((await qr.locator("path").getAttribute("d")).length).toBeGreaterThan(500);
  const box = await qr.boundingBox();
  expect(box.width).toBeGreaterThan(200);
  await shot(a, info, "52b-send-qr");
  await button(a, "Hide QR code").click();
  await expect(qr).toHaveCount(0);

  // B opens it, builds a homeland, and answers.
  await open(b, invite);
  await expect(b.getByRole("heading", { name: "A friend invites you to a game of Iron Throne" })).toBeVisible();
  await expect(b.locator(".lede")).toContainText("Your friend plays White");
  await shot(b, info, "53-invited");
  await button(b, "Build my homeland").click();
  await buildHomeland(b, BLACK);
  await expect(b.getByRole("heading", { name: "Send your answer to your friend" })).toBeVisible();
  const answer = await linkOf(b);
  // The invitation, opened again on B, changes nothing, and says so as the
  // answer opened again does.
  await open(b, invite);
  await expect(b.getByRole("heading", { name: "Send your answer to your friend" })).toBeVisible();
  await expect(b.locator(".notice-bar")).toHaveText(/^This link is known on this device already: nothing in it is new\./);
  // B's saved games show the game waiting for A's link.
  await b.goto("./");
  await button(b, "Saved games").click();
  await expect(b.locator(".saved-meta")).toHaveText([/ · Friend – You · Iron Throne · Waiting for your friend's link$/]);

  // A takes the answer in: the board, and A's first move reveals A's homeland.
  await open(a, answer);
  await expect(a.locator(".screen.play")).toBeVisible();
  await expect(a.locator(".player-bar").first()).toContainText("Black (friend)");
  const moves = [await someMove(a, "White")];
  const reveal = await linkOf(a);
  await shot(a, info, "54-play-send");

  // A reveal whose salt was changed is refused on B: the sealed homeland
  // does not match; nothing is lost.
  const tampered = reveal.replace(/(:w:)([0-9a-f])/, (_, p, c) => p + (c === "0" ? "1" : "0"));
  expect(tampered).not.toBe(reveal);
  await open(b, tampered);
  await expect(b.getByText("the homeland revealed is not the one sealed in the invitation")).toBeVisible();
  // A link cut short: refused in words, the same wherever it was cut.
  for (const cut of [40, 100, reveal.length - 30]) {
    await open(b, reveal.slice(0, cut));
    await expect(b.locator(".notice-bar p")).toHaveText("This link changes nothing: a part of it is missing or damaged, as if it were cut short.");
  }

  // The true reveal: B's board shows A's homeland and first move, and the
  // refusal before is gone.
  await open(b, reveal);
  await expect(b.locator(".screen.play")).toBeVisible();
  await expect(b.getByText(/This link changes nothing: /)).toHaveCount(0);
  await expect(b.locator(".moves .move")).toHaveText([moves[0]]);
  await expect(b.locator("[data-spoken]")).toContainText(` ${moves[0].split("–").join(" to ")}`);
  await expect(b.locator(".player-bar").last()).toContainText("Black (you)");

  // Ten moves, each sent as a link the other opens.
  let link = reveal;
  let [mover, other, side] = [b, a, "Black"];
  while (moves.length < 10) {
    moves.push(await someMove(mover, side));
    link = await linkOf(mover);
    await expect(mover.getByText("Your friend's move comes by a link: open it on this device.")).toBeVisible();
    await open(other, link);
    await expect(other.locator(".moves .move")).toHaveText(moves);
    // The friend's move is told by the spoken line, as the computer's is.
    const [from, to] = moves[moves.length - 1].split("–");
    await expect(other.locator("[data-spoken]")).toContainText(` ${from} to ${to}`);
    [mover, other, side] = [other, mover, side === "White" ? "Black" : "White"];
  }
  // A's saved games say whose move it is, and when the last link came.
  await a.goto("./");
  await button(a, "Saved games").click();
  await expect(a.locator(".saved-meta")).toHaveText([/ · You – Friend · Iron Throne · Your move: move 6 · last link \d{4}-\d\d-\d\d \d\d:\d\d$/]);
  await shot(a, info, "57-saved-friend");
  // An older link on A changes nothing.
  await open(a, reveal);
  await expect(a.getByText("This link is known on this device already: nothing in it is new.")).toBeVisible();
  await expect(a.locator(".moves .move")).toHaveText(moves);

  // A resigns; B learns it from A's link.
  await button(a, "Resign").click();
  await button(a, "White resigns — sure?").click();
  await expect(a.getByRole("dialog", { name: "Game over" })).toContainText("White resigned.");
  await button(a, "Review the game").click();
  const resigned = await linkOf(a);
  await open(b, resigned);
  // A game that comes ended says so in its status line.
  await expect(b.locator(".panel .status")).toHaveText("Black wins. White resigned.");
  await expect(b.locator(".moves .move")).toHaveText(moves);

  // A third device, with no such game, is told so: an answer cannot be
  // taken in there; the game's link can be followed (see below).
  const c = await (await browser.newContext()).newPage();
  await open(c, answer);
  await expect(c.getByText("This link is for a game between two devices that is not on this device.")).toBeVisible();
  await open(c, resigned);
  await expect(c.getByRole("heading", { name: "A game of Iron Throne from another device" })).toBeVisible();

  const origin = new URL(baseURL).origin;
  for (const url of [...sentA, ...sentB]) {
    expect(new URL(url).origin, url).toBe(origin);
  }
});

test("a saved entry that cannot be read, met while a friend's link is opened, is set aside and reported", async ({ page }) => {
  await page.goto("./");
  await expect(button(page, "New game · two players on this device")).toBeVisible();
  // Written once the page is up (as another tab could), then a link opened.
  await page.evaluate(() => localStorage.setItem("cyvasse.game.bad", "{not json"));
  await page.evaluate(() => {
    location.hash = `#online:1:i:abc123:iron:w:${"0".repeat(64)}`;
  });
  await expect(page.getByRole("heading", { name: "A friend invites you to a game of Iron Throne" })).toBeVisible();
  await expect(page.locator(".notice-bar")).toContainText("cyvasse.broken.game.bad");
  expect(await page.evaluate(() => localStorage.getItem("cyvasse.broken.game.bad"))).toBe("{not json");
});

test("a draw offered by a link: declined, offered again and accepted, on both devices", async ({ browser }, info) => {
  test.setTimeout(180_000);
  const { a, b, moves } = await begun(browser);
  // B offers a draw on its turn: the board waits for the answer, and the
  // offer goes with the link.
  await button(b, "Offer draw").click();
  await expect(b.getByText("You offer a draw. It goes to your friend")).toBeVisible();
  await expect(b.getByText("Send this link to your friend: it carries your draw offer.")).toBeVisible();
  await expect(b.locator('[data-marks~="move"]')).toHaveCount(0);
  const offer = await linkOf(b);
  await shot(b, info, "55-offer-sent");
  // A is asked, and declines.
  await open(a, offer);
  const asked = a.getByRole("alertdialog", { name: "Draw offer" });
  await expect(asked).toContainText("Black offers a draw. White, do you accept?");
  // The answer is A's to give: no link to send, no waiting, meanwhile.
  await expect(a.locator("[data-send-link]")).toHaveCount(0);
  await expect(a.getByText("Your friend's move comes by a link")).toHaveCount(0);
  await shot(a, info, "56-offer-came");
  await button(a, "Decline").click();
  await expect(a.getByText("Send this link to your friend: it declines the draw.")).toBeVisible();
  const declined = await linkOf(a);
  // B learns it, and plays on.
  await open(b, declined);
  await expect(b.getByText("White declines the draw.")).toBeVisible();
  moves.push(await someMove(b, "Black"));
  await open(a, await linkOf(b));
  await expect(a.locator(".moves .move")).toHaveText(moves);
  // A offers in turn; kept over a reload, the offer is still sent.
  await button(a, "Offer draw").click();
  await a.reload();
  await button(a, "Continue the game").click();
  await expect(a.getByText("You offer a draw. It goes to your friend")).toBeVisible();
  const again = await linkOf(a);
  await open(b, again);
  await b.getByRole("alertdialog", { name: "Draw offer" }).getByRole("button", { name: "Accept" }).click();
  await expect(b.getByRole("dialog", { name: "Game over" })).toContainText("The players agreed to a draw.");
  await button(b, "Review the game").click();
  await expect(b.getByText("Send this link to your friend: it ends the game.")).toBeVisible();
  await open(a, await linkOf(b));
  await expect(a.locator(".panel .status")).toContainText("The players agreed to a draw.");
  // The offer, opened again once the game has ended, changes nothing.
  await open(a, again);
  await expect(a.getByText("This link changes nothing: the game has ended.")).toBeVisible();
  await expect(a.locator(".panel .status")).toContainText("The players agreed to a draw.");
});

test("a game followed on a second device of the same player goes on from there", async ({ browser }, info) => {
  test.setTimeout(180_000);
  const { a, moves, link } = await begun(browser);
  // B's player opens A's last link on another phone of theirs.
  const b2 = await (await browser.newContext()).newPage();
  await open(b2, link);
  await expect(b2.getByRole("heading", { name: "A game of Iron Throne from another device" })).toBeVisible();
  await shot(b2, info, "58-follow");
  await button(b2, "I play Black").click();
  await expect(b2.locator(".player-bar").last()).toContainText("Black (you)");
  await expect(b2.locator(".moves .move")).toHaveText(moves);
  // It plays Black's move; A takes it in.
  moves.push(await someMove(b2, "Black"));
  await open(a, await linkOf(b2));
  await expect(a.locator(".moves .move")).toHaveText(moves);
  // A's answer comes to the second phone.
  moves.push(await someMove(a, "White"));
  await open(b2, await linkOf(a));
  await expect(b2.locator(".moves .move")).toHaveText(moves);
  // Kept there: its saved games list it with the last link's time.
  await b2.goto("./");
  await button(b2, "Saved games").click();
  await expect(b2.locator(".saved-meta")).toHaveText([/Friend – You · Iron Throne · Your move: move 2 · last link /]);
});

test("a game of armor with a friend by links: six moves, then a resignation", async ({ browser }) => {
  test.setTimeout(180_000);
  const { a, b, moves, link } = await begun(browser, { game: "Armor", white: ARMOR_WHITE, black: ARMOR_BLACK });
  expect(link).toMatch(/^#online:1:g:[0-9a-z]+:w:[0-9a-f]{64}:-:armor:/);
  for (const page of [a, b]) await expect(page.locator(".game-tag")).toHaveText("Armor");
  await exchangeMoves(moves, [b, a], "Black", 6);
  // White to move resigns; Black's device learns it.
  await button(a, "Resign").click();
  await button(a, "White resigns — sure?").click();
  await button(a, "Review the game").click();
  await expect(a.getByText("Send this link to your friend: it ends the game.")).toBeVisible();
  await open(b, await linkOf(a));
  await expect(b.locator(".panel .status")).toHaveText("Black wins. White resigned.");
});

test("every bad link is refused in words on the receiving device, and its game goes on", async ({ browser }) => {
  test.setTimeout(180_000);
  const { b, moves, link } = await begun(browser);
  const first = moves[0].replace("–", "");
  // The link ends with the moves so far: White's first.
  expect(link.endsWith(first)).toBe(true);
  // A legal move of Black's, found by looking on B's board.
  const unit = b.locator('[data-square][aria-label*=", Black "]').first();
  await unit.click();
  const dest = await b.locator('[data-marks~="move"]').first().getAttribute("data-square");
  const black = (await unit.getAttribute("data-square")) + dest;
  await unit.click();
  const other = first === "h8h7" ? "h8h6" : "h8h7";
  for (const [what, bad, reason] of [
    ["a newer version", link.replace("#online:1:", "#online:9:"), "it was made by a newer version of Cyvasse"],
    ["a malformed link", "#online:1:g:%3Cb%3E:", "a part of it is missing or damaged"],
    ["an edited history", link.slice(0, -4) + other, "its moves differ from the moves of the game on this device"],
    ["a move that does not read", link + "a1a1", "a part of it is missing or damaged, as if it were cut short"],
    // Black's move from a square of White's homeland: no Black unit there.
    ["an illegal move", link + "d4d3", /This link changes nothing: the game in it: move 2 \(d4d3\): illegal move d4d3/],
    ["a move out of turn", link + black, "move 2 in it is not your friend's to play"],
  ]) {
    await open(b, bad);
    await expect(b.locator(".notice-bar"), what).toContainText(reason);
    await expect(b.locator(".notice-bar"), what).not.toContainText("<b>");
  }
  // Nothing was lost: B's game is as it was, and goes on.
  await expect(b.locator(".moves .move")).toHaveText(moves);
  moves.push(await someMove(b, "Black"));
  await expect(b.locator(".moves .move")).toHaveText(moves);
});

test("a link's notice keeps off the board, and goes with the next move", async ({ browser }, info) => {
  test.setTimeout(120_000);
  const { a, b, link } = await begun(browser);
  // A's move, opened again on B: said beside the board, not over it.
  await open(b, link);
  const bar = b.locator(".notice-bar");
  await expect(bar).toContainText("This link is known on this device already");
  const [board, notice] = [await b.locator(".board").boundingBox(), await bar.boundingBox()];
  const apart =
    notice.y >= board.y + board.height || notice.x >= board.x + board.width || notice.x + notice.width <= board.x;
  expect(apart, JSON.stringify({ board, notice })).toBe(true);
  await shot(b, info, "58-notice-beside-board");
  await someMove(b, "Black");
  await expect(bar).toHaveCount(0);
  // A refusal goes the same way.
  await open(a, await linkOf(b));
  await open(a, link.slice(0, 60));
  await expect(a.locator(".notice-bar")).toContainText("This link changes nothing");
  await someMove(a, "White");
  await expect(a.locator(".notice-bar")).toHaveCount(0);
});

test("two games with the same friend at once: each link goes to its own game", async ({ browser }) => {
  test.setTimeout(180_000);
  const one = await begun(browser);
  const { a, b } = one;
  // A second game: A invites again, as Black this time (B is White).
  await a.goto("./");
  await button(a, "Play a friend on another device").click();
  await a.getByRole("group", { name: "Your side" }).getByRole("button", { name: "Black" }).click();
  await button(a, "Start").click();
  await buildHomeland(a, BLACK);
  await open(b, await linkOf(a));
  await button(b, "Build my homeland").click();
  await buildHomeland(b, WHITE);
  await open(a, await linkOf(b));
  // A is Black in the second game: A reveals without a move.
  await expect(a.locator(".player-bar").last()).toContainText("Black (you)");
  await expect(a.getByText("Send this link to your friend: it reveals your homeland")).toBeVisible();
  const reveal = await linkOf(a);
  await open(b, reveal);
  const second = [await someMove(b, "White")];
  const toA = await linkOf(b);
  // B's move in the first game, sent after; A opens the two links in turn.
  await open(b, one.link);
  await expect(b.getByText("This link is known on this device already: nothing in it is new.")).toBeVisible();
  one.moves.push(await someMove(b, "Black"));
  const firstToA = await linkOf(b);
  await open(a, toA);
  await expect(a.locator(".moves .move")).toHaveText(second);
  await expect(a.locator(".player-bar").last()).toContainText("Black (you)");
  await open(a, firstToA);
  await expect(a.locator(".moves .move")).toHaveText(one.moves);
  await expect(a.locator(".player-bar").last()).toContainText("White (you)");
  await a.goto("./");
  await button(a, "Saved games").click();
  await expect(a.locator(".saved-meta")).toHaveCount(2);
});

test("a game won by a move: its link is offered again after the page is left", async ({ browser }) => {
  test.setTimeout(180_000);
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  await a.goto("./");
  await inviteAndAnswer(a, b);
  await tapMove(a, "f3", "e4");
  await open(b, await linkOf(a));
  await tapMove(b, "f6", "e5");
  await open(a, await linkOf(b));
  await tapMove(a, "d1", "d8");
  await expect(a.getByRole("dialog", { name: "Game over" })).toContainText("Black's King was captured.");
  await button(a, "Review the game").click();
  await expect(a.getByText("Send this link to your friend: it ends the game.")).toBeVisible();
  // A leaves before sending it; the saved game offers it again.
  await a.reload();
  await button(a, "Saved games").click();
  await button(a, "Replay").click();
  await expect(a.getByText("Send this link to your friend: it ends the game.")).toBeVisible();
  await open(b, await linkOf(a));
  await expect(b.locator(".panel .status")).toHaveText("White wins. Black's King was captured.");
  await expect(b.locator(".moves .move")).toHaveText(["f3–e4", "f6–e5", "d1×d8"]);
  // The loser sees the capture: the game opens on its last move.
  await expect(b.locator(".moves .move.current")).toHaveText("d1×d8");
  await expect(b.locator(".move-count")).toHaveText("Move 3 of 3");
  expect(await b.locator('[data-square="d8"]').getAttribute("aria-label")).toBe("d8, grass, White Dragon, last move to here");
});
