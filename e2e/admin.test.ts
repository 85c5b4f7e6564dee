import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { addressOf, screenshot, signUp, uniqueName, useBrowser, type ViewportName, VIEWPORTS } from "./browser";

const browser = useBrowser();

/** The operator script, run against the e2e app's own local database while the app is running. */
async function adminScript(action: "grant" | "revoke", username: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(import.meta.dirname, "..", "scripts", "admin.mjs"), action, username],
    {
      env: { ...process.env, STATE_DIR: inject("stateDir") },
    },
  );
  return stdout;
}

/** Opens a page and waits until its page-view beacon has been answered. */
async function visit(page: Page, path: string) {
  const beacon = page.waitForResponse((res) => res.url().endsWith("/api/visits") && res.request().method() === "POST");
  await page.goto(path);
  expect((await beacon).status()).toBe(204);
}

const visitRow = (page: Page, path: string) => page.getByTestId("recent-visit").filter({ hasText: path });

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("admin dashboard at %s", (viewport) => {
  it("shows a user granted admin by the script the visits just made, and Access Denied once revoked", async () => {
    const username = uniqueName("adm");
    const guestPath = `/guest-visit-${username}`;
    const userPath = `/user-visit-${username}`;

    const guest = await browser.page(viewport);
    await visit(guest, guestPath);
    await guest.context().close();

    const page = await browser.page(viewport);
    await signUp(page, username);
    await visit(page, userPath);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();

    await page.goto("/admin");
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();

    expect(await adminScript("grant", username)).toContain(`"${username}"`);
    const me = (await (await page.request.get("/api/user")).json()) as { id: number; isAdmin: boolean };
    expect(me.isAdmin).toBe(true);

    await page.goto("/admin");
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    for (const label of ["Total Users", "New Users (7d)", "New Users (30d)", "Today's Visits"]) {
      await page.getByRole("group", { name: label }).waitFor();
    }
    await page.getByRole("group", { name: "Total Users" }).getByText("Registered accounts", { exact: true }).waitFor();
    const todaysVisits = await page
      .getByRole("group", { name: "Today's Visits" })
      .getByTestId("stat-value")
      .textContent();
    // At least the visits this test has made before: the guest's page, the user's page and the first /admin.
    expect(Number(todaysVisits!.replace(/,/g, ""))).toBeGreaterThanOrEqual(3);
    await page.getByRole("img", { name: /Page views per day for the last 30 days/ }).waitFor();
    expect(await page.getByTestId("daily-stat").count()).toBe(7);
    // A new account today: today's row carries the +n badge.
    await page
      .getByTestId("daily-stat")
      .first()
      .getByText(/^\+\d+$/)
      .waitFor();

    const mine = visitRow(page, userPath);
    await mine.getByText(`User ${me.id}`, { exact: false }).waitFor();
    await mine.getByText("User", { exact: true }).waitFor();
    await mine.getByText(addressOf(page), { exact: false }).waitFor();
    const theirs = visitRow(page, guestPath);
    await theirs.getByText("Anonymous", { exact: false }).waitFor();
    await theirs.getByText("Guest", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "Admin Instructions" }).waitFor();
    await page.getByText("npm run admin:grant -- <username>", { exact: true }).waitFor();
    await screenshot(page, `admin-${viewport}`);

    // Refresh Data picks up a page view made since (in another tab of the same session).
    const other = await page.context().newPage();
    const laterPath = `/later-visit-${username}`;
    await visit(other, laterPath);
    await other.close();
    await page.getByRole("button", { name: "Refresh Data" }).click();
    await visitRow(page, laterPath).getByText(`User ${me.id}`, { exact: false }).waitFor();

    await adminScript("revoke", username);
    await page.reload();
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    await page.context().close();
  });

  it("shows Access Denied to a signed-in user who is not an admin", async () => {
    const page = await browser.page(viewport);
    await signUp(page, uniqueName("plain"));
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    await page.getByText("You don't have admin privileges to access this page.", { exact: true }).waitFor();
    expect(await page.getByRole("heading", { name: "Admin Dashboard" }).count()).toBe(0);
    await screenshot(page, `admin-denied-${viewport}`);
    await page.context().close();
  });

  it("sends visitors to /auth", async () => {
    const page = await browser.page(viewport);
    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.context().close();
  });
});
