// The same page open in two tabs: a tab that missed a change made in the
// other never writes over it, and a tab on show follows the other's changes.
import { test, expect } from "@playwright/test";
import { button, reachPlay, storage, tapMove } from "./helpers.mjs";

const moves = (page) => page.locator(".moves .move");

// Every page of a test, and the errors any of them threw: none is expected.
const errors = [];
test.beforeEach(({ context }) => {
  errors.length = 0;
  context.on("page", (page) => page.on("pageerror", (e) => errors.push(e.message)));
});
test.afterEach(() => expect(errors).toEqual([]));

/** A second tab of the same page that hears nothing of the other's changes,
 *  as a tab can miss them: its own writes are then based on what it read. */
async function deafTab(context) {
  const page = await context.newPage();
  await page.addInitScript(() =>
    window.addEventListener("storage", (e) => e.stopImmediatePropagation(), true),
  );
  return page;
}

test("a stale tab's move is refused, and the moves saved in the other tab stay", async ({ context }) => {
  const a = await context.newPage();
  await reachPlay(a);
  const b = await deafTab(context);
  await b.goto("./");
  await button(b, "Continue the game").click();
  await button(b, "Reveal the board").click();
  await tapMove(a, "f3", "e4");
  await tapMove(a, "f6", "e5");
  // Both of a's moves are saved (each once it is painted) before b plays.
  await expect
    .poll(async () => Object.values(await storage(a)).some((v) => v.includes("f6e5")))
    .toBe(true);
  // Tab b still shows the start and plays White's first move there.
  await expect(moves(b)).toHaveCount(0);
  await tapMove(b, "f3", "e4");
  await expect(b.locator(".notice-bar")).toContainText("changed in another tab");
  // It now shows the game as the other tab left it.
  await expect(moves(b)).toHaveText(["f3–e4", "f6–e5"]);
  await a.reload();
  await button(a, "Continue the game").click();
  await expect(moves(a)).toHaveText(["f3–e4", "f6–e5"]);
});

test("a tab on show follows the moves and the settings changed in the other", async ({ context }) => {
  const a = await context.newPage();
  await reachPlay(a);
  const b = await context.newPage();
  await b.goto("./");
  await button(b, "Continue the game").click();
  await button(b, "Reveal the board").click();
  // From here on, each tab counts the changes to its page after which the
  // board or the status line was missing: the board stays up while it
  // follows the other tab's moves.
  for (const page of [a, b]) {
    await expect(page.locator("[data-square]")).toHaveCount(64);
    await page.evaluate(() => {
      window.blanks = 0;
      new MutationObserver(() => {
        const board = document.querySelectorAll("[data-square]").length === 64;
        if (!board || !document.querySelector(".panel .status")) window.blanks++;
      }).observe(document.body, { childList: true, subtree: true });
    });
  }
  await tapMove(a, "f3", "e4");
  await expect(moves(b)).toHaveText(["f3–e4"]);
  await tapMove(b, "f6", "e5");
  await expect(moves(a)).toHaveText(["f3–e4", "f6–e5"]);
  expect(await a.evaluate(() => window.blanks)).toBe(0);
  expect(await b.evaluate(() => window.blanks)).toBe(0);
  const toggle = (page) => page.getByLabel("Turn the board to the player to move");
  await toggle(a).uncheck();
  await expect(toggle(b)).not.toBeChecked();
  await toggle(b).check();
  await expect(toggle(a)).toBeChecked();
});

test("a layout renamed in a stale tab does not overwrite the other tab's renaming", async ({ context }) => {
  const a = await context.newPage();
  await a.goto("./");
  await button(a, "New game · two players on this device").click();
  await button(a, "I am White: show my homeland").click();
  await button(a, "Fill randomly").click();
  // The tiles are laid in a task after the press's own frame.
  await expect(button(a, "Next: army")).toBeEnabled();
  await button(a, "Layouts").click();
  await a.getByLabel("Layout name").fill("Wall");
  await a.getByRole("button", { name: "Save layout" }).click();

  const b = await deafTab(context);
  await b.goto("./");
  await button(b, "Continue the game").click();
  await button(b, "I am White: show my homeland").click();
  await button(b, "Layouts").click();
  await expect(b.getByRole("listitem", { name: "Wall" })).toBeVisible();

  const rename = async (page, from, to) => {
    const item = page.getByRole("listitem", { name: from });
    await item.getByRole("button", { name: "Rename" }).click();
    await item.getByLabel("New name").fill(to);
    await item.getByRole("button", { name: "Save name" }).click();
  };
  await rename(a, "Wall", "Wall of the north");
  await rename(b, "Wall", "Wall of the south");
  await expect(b.getByRole("dialog", { name: "Layouts" }).getByRole("alert")).toContainText("changed in another tab");
  await expect(b.getByRole("listitem", { name: "Wall of the north" })).toBeVisible();
  await expect(b.getByRole("listitem", { name: "Wall of the south" })).toHaveCount(0);
});

test("a layout saved in one tab shows in the other's open library", async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  for (const page of [a, b]) {
    await page.goto("./");
    await button(page, "New game · two players on this device").click();
    await button(page, "I am White: show my homeland").click();
  }
  await button(b, "Layouts").click();
  await button(a, "Fill randomly").click();
  // The tiles are laid in a task after the press's own frame.
  await expect(button(a, "Next: army")).toBeEnabled();
  await button(a, "Layouts").click();
  await a.getByLabel("Layout name").fill("Gate of the east");
  await a.getByRole("button", { name: "Save layout" }).click();
  await expect(b.getByRole("listitem", { name: "Gate of the east" })).toBeVisible();
});
