import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { screenshot, signUp, uniqueName, useBrowser, type ViewportName, VIEWPORTS } from "./browser";

const browser = useBrowser();

/**
 * A signed-in user on /chat. Registration is capped at 10 an hour per address and the other browser tests
 * already use all 10 from this machine's, so each chat user registers from its own address in 198.18.0.0/15
 * (reserved for benchmarks; bench/chat.mjs does the same), which `wrangler dev` passes on as CF-Connecting-IP.
 */
async function chatUser(viewport: ViewportName, prefix: string, address: string) {
  const page = await browser.page(viewport);
  await page.context().setExtraHTTPHeaders({ "CF-Connecting-IP": address });
  const username = uniqueName(prefix);
  await signUp(page, username);
  const historyReads: number[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname === "/api/chat/messages")
      historyReads.push(Date.now());
  });
  await page.goto("/chat");
  await page.getByRole("heading", { name: "Live Chat" }).waitFor();
  await page.getByText("Connect with the crypto community", { exact: true }).waitFor();
  return { page, username, historyReads };
}

const text = (page: Page, value: string) => page.getByText(value, { exact: true });
const messageOf = (page: Page, value: string) => page.getByTestId("chat-message").filter({ hasText: value });
const list = (page: Page) => page.getByRole("log", { name: "Chat messages" });

async function send(page: Page, value: string, how: "button" | "enter" = "button") {
  const box = page.getByPlaceholder("Type your message...");
  await box.fill(`  ${value}  `);
  if (how === "enter") await box.press("Enter");
  else await page.getByRole("button", { name: "Send", exact: true }).click();
  await messageOf(page, value).waitFor();
  await expect.poll(() => box.inputValue()).toBe("");
}

/** Which side of the list a message's bubble sits on, measured on screen. */
async function sideOf(page: Page, message: Locator): Promise<"left" | "right"> {
  const area = (await list(page).boundingBox())!;
  const bubble = (await message.locator("p").last().boundingBox())!;
  const gapLeft = bubble.x - area.x;
  const gapRight = area.x + area.width - (bubble.x + bubble.width);
  if (gapLeft < 32 && gapRight > 40) return "left";
  if (gapRight < 32 && gapLeft > 40) return "right";
  throw new Error(`bubble neither left nor right: ${gapLeft} px from the left, ${gapRight} px from the right`);
}

/** How far the list is from showing its newest message, in pixels (0 when it does). */
const distanceFromEnd = (page: Page) =>
  list(page).evaluate((el) => Math.round(el.scrollHeight - el.scrollTop - el.clientHeight));

describe("chat", () => {
  it("delivers messages live between a desktop and a phone user, own on the right, and follows the newest", {
    timeout: 180_000,
  }, async () => {
    const alice = await chatUser("desktop", "alice", "198.18.7.1");
    await text(alice.page, "Welcome to the chat!").waitFor();
    await text(alice.page, "Start a conversation with the community").waitFor();
    await text(alice.page, "Connected").waitFor();
    await text(alice.page, "1 online").waitFor();
    expect(await alice.page.getByRole("button", { name: "Send", exact: true }).isDisabled()).toBe(true);
    await screenshot(alice.page, "chat-empty-desktop");

    const bob = await chatUser("mobile", "bob", "198.18.7.2");
    await text(bob.page, "Welcome to the chat!").waitFor();
    await text(bob.page, "Connected").waitFor();
    await text(bob.page, "2 online").waitFor();
    await text(alice.page, "2 online").waitFor({ timeout: 5000 });

    // Alice's message reaches Bob through the socket: within seconds, and without a history read in between.
    const first = `gm from ${alice.username}`;
    const sentAt = Date.now();
    await send(alice.page, first);
    await messageOf(bob.page, first).waitFor({ timeout: 5000 });
    expect(bob.historyReads.filter((at) => at >= sentAt)).toEqual([]);
    expect(await sideOf(alice.page, messageOf(alice.page, first))).toBe("right");
    expect(await sideOf(bob.page, messageOf(bob.page, first))).toBe("left");
    await messageOf(bob.page, first).getByText(alice.username, { exact: true }).waitFor();
    await messageOf(bob.page, first).getByText("just now", { exact: true }).waitFor();

    const reply = `hi ${alice.username}, from ${bob.username}`;
    await send(bob.page, reply, "enter");
    await messageOf(alice.page, reply).waitFor({ timeout: 5000 });
    expect(await sideOf(bob.page, messageOf(bob.page, reply))).toBe("right");
    expect(await sideOf(alice.page, messageOf(alice.page, reply))).toBe("left");

    // Enough messages to overflow the phone's list (5 each stays within the 5-in-10-s limit); Bob's list
    // keeps following the newest while he is at the end.
    for (let i = 2; i <= 5; i++) await send(bob.page, `bob says ${i}`);
    for (let i = 2; i <= 4; i++) {
      await send(alice.page, `alice says ${i}`);
      await messageOf(bob.page, `alice says ${i}`).waitFor({ timeout: 5000 });
      await expect.poll(() => distanceFromEnd(bob.page)).toBeLessThan(4);
    }
    expect(await list(bob.page).evaluate((el) => el.scrollHeight > el.clientHeight + 100)).toBe(true);
    // A list that scrolls can be reached and scrolled from the keyboard (axe: scrollable-region-focusable).
    expect(await axeViolations(bob.page), "overflowing chat at 390 px").toEqual([]);
    await screenshot(bob.page, "chat-conversation-mobile");
    await screenshot(alice.page, "chat-conversation-desktop");

    // Scrolled up to read, Bob is not pulled down by a new message: the 'New messages' pill takes him there.
    await list(bob.page).evaluate((el) => el.scrollTo({ top: 0 }));
    await send(alice.page, "alice says 5");
    await messageOf(bob.page, "alice says 5").waitFor({ timeout: 5000 });
    const pill = bob.page.getByRole("button", { name: "New messages ↓" });
    await pill.waitFor();
    expect(await list(bob.page).evaluate((el) => el.scrollTop)).toBe(0);
    await screenshot(bob.page, "chat-new-messages-pill-mobile");
    await pill.click();
    await expect.poll(() => distanceFromEnd(bob.page)).toBeLessThan(4);
    await pill.waitFor({ state: "detached" });

    // A fresh load opens at the newest message.
    await bob.page.reload();
    await messageOf(bob.page, "alice says 5").waitFor();
    await expect.poll(() => distanceFromEnd(bob.page)).toBeLessThan(4);

    // Signing out closes Alice's socket: Bob's room is down to himself.
    await alice.page.getByRole("button", { name: "Sign Out" }).filter({ visible: true }).first().click();
    await alice.page.waitForURL((url) => url.pathname === "/");
    await text(bob.page, "1 online").waitFor({ timeout: 5000 });
    await alice.page.goto("/chat");
    await text(alice.page, "Community Chat").waitFor();

    await alice.page.context().close();
    await bob.page.context().close();
  });

  describe.each(Object.keys(VIEWPORTS) as ViewportName[])("at %s", (viewport) => {
    it("asks visitors to sign in", async () => {
      const page = await browser.page(viewport);
      await page.goto("/chat");
      await page.getByRole("heading", { name: "Community Chat" }).waitFor();
      await text(page, "Sign in to join the conversation with other crypto traders and enthusiasts.").waitFor();
      expect(await page.getByRole("heading", { name: "Live Chat" }).count()).toBe(0);
      await screenshot(page, `chat-visitor-${viewport}`);
      await page.getByRole("link", { name: "Sign In to Chat" }).click();
      await page.waitForURL((url) => url.pathname === "/auth");
      await page.context().close();
    });
  });
});
