import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, signUp, toast, uniqueName, useBrowser, type ViewportName, VIEWPORTS } from "./browser";

const browser = useBrowser();

/** Any alert/confirm/prompt the page opens is recorded (and dismissed so nothing hangs). */
function watchDialogs(page: Page) {
  const opened: string[] = [];
  page.on("dialog", (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** The browser answers this made-up https host itself, so cover images can be shown offline. */
const COVER_URL = "https://images.coinfolio.test/cover.svg";
const COVER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#064e3b"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/><circle cx="900" cy="200" r="160" fill="#f59e0b" opacity="0.85"/>
<path d="M0 520 L200 430 L380 470 L560 330 L760 380 L960 240 L1200 180 L1200 630 L0 630Z" fill="#10b981" opacity="0.6"/></svg>`;

async function serveCover(page: Page) {
  await page.context().route(COVER_URL, (route) => route.fulfill({ contentType: "image/svg+xml", body: COVER_SVG }));
}

const articleIdFrom = (page: Page) => Number(new URL(page.url()).pathname.split("/").pop());

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("news at %s", (viewport) => {
  it("writes a draft, publishes and features it, reads it, edits it and deletes it", async () => {
    const page = await browser.page(viewport);
    const dialogs = watchDialogs(page);
    await serveCover(page);
    const username = await signUp(page, uniqueName("news"));
    await page.goto("/news");
    await page.getByRole("heading", { name: "Crypto News" }).waitFor();
    await page.getByRole("tab", { name: "My Articles" }).click();
    await page.getByText("You haven't created any articles yet.", { exact: true }).waitFor();
    await screenshot(page, `news-mine-empty-${viewport}`);

    await page.getByRole("button", { name: "Create Your First Article" }).click();
    const form = page.getByRole("dialog");
    await form.getByRole("heading", { name: "Create Article" }).waitFor();
    const title = `Bitcoin rallies ${username}`;
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Summary").fill("Prices climbed through the week as spot ETFs saw inflows.");
    await form
      .getByLabel("Content")
      .fill(
        "## What happened\n\nBitcoin rose **12%** this week.\n\n- ETF inflows\n- Lower fees\n\n> Not financial advice.\n\nRead more at [the source](https://example.com/report).",
      );
    await form.getByLabel("Category").selectOption("crypto");
    await form.getByLabel("Tags", { exact: true }).fill(" bitcoin, , etf ,");
    await form.getByLabel("Image URL").fill("javascript:alert(1)");
    await form.getByRole("button", { name: "Save as Draft" }).click();
    await form.getByText("Image URL must be an http(s) URL", { exact: true }).waitFor();
    await form.getByLabel("Image URL").fill(COVER_URL);
    // Issue 17: publishing is one of two clear buttons, not a checkbox below the fold.
    expect(await form.getByRole("checkbox", { name: /^Published/ }).count()).toBe(0);
    await form.getByRole("button", { name: "Publish", exact: true }).waitFor();
    await screenshot(page, `news-create-dialog-${viewport}`, { fullPage: false });
    await form.getByRole("button", { name: "Save as Draft" }).click();
    await toast(page, "Article created successfully");
    await form.waitFor({ state: "detached" });

    const card = page.getByTestId("article-card").filter({ hasText: title });
    await card.getByText("Draft", { exact: true }).waitFor();
    await card.getByText("#bitcoin", { exact: true }).waitFor();
    await card.getByText("#etf", { exact: true }).waitFor();
    await card.getByText(`@${username}`, { exact: true }).waitFor();

    // Drafts stay out of Published News.
    await page.getByRole("tab", { name: "Published News" }).click();
    await page.getByRole("heading", { name: "All News" }).waitFor();
    expect(await page.getByRole("link", { name: title, exact: true }).count()).toBe(0);

    await page.getByRole("tab", { name: "My Articles" }).click();
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog");
    await edit.getByRole("heading", { name: "Edit Article" }).waitFor();
    expect(await edit.getByLabel("Tags", { exact: true }).inputValue()).toBe("bitcoin, etf");
    const newTitle = `${title} again`;
    await edit.getByLabel("Title").fill(newTitle);
    await edit.getByRole("checkbox", { name: /^Featured/ }).check();
    await edit.getByRole("button", { name: "Publish", exact: true }).click();
    await toast(page, "Article updated successfully");
    const edited = page.getByTestId("article-card").filter({ hasText: newTitle });
    await edited.getByText("Published", { exact: true }).waitFor();
    await edited.getByText("Featured", { exact: true }).waitFor();

    await page.getByRole("tab", { name: "Published News" }).click();
    const featured = page.locator("section").filter({ has: page.getByRole("heading", { name: "Featured Articles" }) });
    await featured.getByRole("link", { name: newTitle, exact: true }).waitFor();
    const allNews = page.locator("section").filter({ has: page.getByRole("heading", { name: "All News" }) });
    await allNews.getByRole("link", { name: newTitle, exact: true }).waitFor();
    await screenshot(page, `news-${viewport}`);

    await allNews.getByRole("link", { name: newTitle, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: newTitle }).waitFor();
    const articleId = articleIdFrom(page);
    await page.getByRole("heading", { name: "What happened" }).waitFor();
    expect(await page.locator("article strong").first().textContent()).toBe("12%");
    expect(
      await page.locator(`article img[src="${COVER_URL}"]`).evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(1200);
    const link = page.getByRole("link", { name: "the source" });
    expect(await link.getAttribute("href")).toBe("https://example.com/report");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    await screenshot(page, `news-article-${viewport}`);

    // A visitor reads it too and counts as one view.
    const visitor = await browser.page(viewport);
    await visitor.goto(`/news/${articleId}`);
    await visitor.getByRole("heading", { level: 1, name: newTitle }).waitFor();
    await visitor.getByText("1 view", { exact: true }).waitFor();
    await visitor.context().close();

    await page.getByRole("link", { name: "Back to News" }).click();
    await page.getByRole("tab", { name: "My Articles" }).click();
    await page.getByRole("button", { name: `Delete ${newTitle}` }).click();
    const confirm = page.getByRole("dialog");
    await confirm.getByText("Are you sure you want to delete this article?", { exact: true }).waitFor();
    await screenshot(page, `news-delete-${viewport}`);
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await toast(page, "Article deleted successfully");
    await page.getByText("You haven't created any articles yet.", { exact: true }).waitFor();

    await page.goto(`/news/${articleId}`);
    await page.getByRole("heading", { name: "Article Not Found" }).waitFor();
    await screenshot(page, `news-not-found-${viewport}`);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });

  it("shows an article full of script and onerror payloads as text, and no dialog ever opens", async () => {
    const page = await browser.page(viewport);
    const dialogs = watchDialogs(page);
    await signUp(page, uniqueName("xss"));
    const marker = uniqueName("x");
    const title = `<script>alert("title")</script> ${marker}`;
    const summary = `<img src=x onerror="alert('summary')"> ${marker}`;
    const content = [
      "<script>alert('content')</script>",
      "<img src=x onerror=alert('img')>",
      "<svg onload=alert('svg')>",
      "<iframe src=\"javascript:alert('iframe')\"></iframe>",
      "[click me](javascript:alert('link'))",
      "![pic](javascript:alert('image'))",
      '"><img src=x onerror=alert(document.cookie)>',
      "<a href=\"javascript:alert('anchor')\" onmouseover=\"alert('hover')\">hover me</a>",
    ].join("\n\n");

    await page.goto("/news");
    await page.getByRole("button", { name: "Create Article" }).click();
    const form = page.getByRole("dialog");
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Summary").fill(summary);
    await form.getByLabel("Content").fill(content);
    await form.getByLabel("Tags", { exact: true }).fill("<script>alert(1)</script>, onerror=alert(2)");
    await form.getByLabel("Image URL").fill('https://img.invalid/x.png?"><img src=x onerror=alert(3)>');
    await form.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Article created successfully", { exact: true }).waitFor();

    for (const reader of [page, await browser.page(viewport)]) {
      const readerDialogs = reader === page ? dialogs : watchDialogs(reader);
      await reader.goto("/news");
      const card = reader.getByTestId("article-card").filter({ hasText: marker }).first();
      await card.getByText(title, { exact: true }).waitFor();
      await card.getByText(summary, { exact: true }).waitFor();
      await card.getByText("#<script>alert(1)</script>", { exact: true }).waitFor();
      await card.getByRole("link", { name: title, exact: true }).click();
      await reader.getByRole("heading", { level: 1, name: title }).waitFor();
      for (const line of content.split("\n\n").filter((l) => !l.startsWith("[") && !l.startsWith("!"))) {
        await reader.locator("article").getByText(line, { exact: true }).waitFor();
      }
      await reader.locator("article").getByText("click me", { exact: true }).waitFor();
      // Give any injected handler the chance to fire before checking.
      await reader.waitForTimeout(500);
      const active = await reader.evaluate(() => {
        const main = document.querySelector("main")!;
        const handlers = [...main.querySelectorAll("*")].flatMap((el) =>
          [...el.attributes]
            .filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value))
            .map((a) => `${el.tagName} ${a.name}`),
        );
        return {
          handlers,
          // The app's own scripts: its bundles and the theme and route-preload scripts in index.html (allowed by
          // their CSP hashes).
          scripts: [...document.querySelectorAll("script")].filter(
            (s) => !s.src.includes("/assets/") && s.id !== "theme-boot" && s.id !== "route-preload",
          ).length,
          foreign: main.querySelectorAll("script, iframe, object, embed, img[src='x'], a[href^='javascript']").length,
        };
      });
      expect(active).toEqual({ handlers: [], scripts: 0, foreign: 0 });
      await screenshot(reader, `news-hostile-${viewport}${reader === page ? "" : "-visitor"}`);
      expect(readerDialogs).toEqual([]);
      if (reader !== page) await reader.context().close();
    }
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});
