import { spawn } from "node:child_process";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { TEST_PAYMENT_SOURCES } from "../scripts/test-payment-sources.mjs";
import { apiGet, screenshot, signUp, toast, uniqueName, useBrowser, type ViewportName, VIEWPORTS } from "./browser";

const browser = useBrowser();
const root = join(import.meta.dirname, "..");

/** Runs an operator script (or wrangler) with the project's node against the e2e app's own database. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: {
        ...process.env,
        STATE_DIR: inject("stateDir"),
        PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH}`,
        CI: "true",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} exited ${code}:\n${output}`)),
    );
  });
}
const script = (name: string, ...args: string[]) => run(process.execPath, [join(root, "scripts", name), ...args]);

const grantAdmin = (username: string) => script("admin.mjs", "grant", username);

const orderIdFrom = (page: Page) => Number(new URL(page.url()).pathname.split("/").pop());
const randomEthAddress = () => `0x${[...Array(40)].map(() => Math.floor(Math.random() * 16).toString(16)).join("")}`;

// Each run pays in a currency of its own whose test-mode source (added on the first start) it disables first,
// so that nothing is configured for it (the database is shared by both runs).
const UNCONFIGURED = {
  desktop: {
    currency: "CKB",
    address: "ckb1qzda0cr08m85hc8jlnfp3zer7xulejywt49kt2rr0vthywaa50xwsq0487l62x4sgm5ep848ya6x4snnxf0dgqqdhx4wp",
  },
  mobile: { currency: "ICP", address: "082ecf2e3f647ac600f43f38a68342fba5b8e68b085f02592b77f39808a8d2b5" },
} as const;

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("advertising at %s", (viewport) => {
  it("orders a banner, pays it (simulated), gets it approved by an admin, and sees it live", {
    timeout: 240_000,
  }, async () => {
    const page = await browser.page(viewport);
    await signUp(page, uniqueName("adv"));

    await page.goto("/advertise");
    await page.getByRole("heading", { name: "Advertise on Coinfolio" }).waitFor();
    await page.getByText("$5.00", { exact: true }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByText("Your Ad Orders", { exact: true }).count()).toBe(0);
    await screenshot(page, `advertise-${viewport}`);

    // The price card picks the type; the form checks before it sends.
    await page.getByRole("button", { name: /^Banner Ad/ }).click();
    await page.getByLabel("Duration (days)").fill("3");
    await page.getByLabel("Payment currency").selectOption("ETH");
    const title = `Acme Exchange ${uniqueName("t")}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("Zero-fee spot trading all month.");
    await page.getByLabel("Button text").fill("Start trading");
    await page.getByLabel("Link URL").fill("http://acme.example");
    await page.getByRole("button", { name: "Create Ad Order" }).click();
    await page.getByText("Link URL must be a full https:// address", { exact: true }).waitFor();
    await page.getByLabel("Link URL").fill("https://acme.example/trade");
    await page.getByText("Total: $15.00", { exact: false }).waitFor();
    await screenshot(page, `advertise-form-${viewport}`);
    await page.getByRole("button", { name: "Create Ad Order" }).click();
    await toast(page, "Ad Order Created");
    await page.waitForURL((url) => /^\/advertise\/order\/\d+$/.test(url.pathname));
    const orderId = orderIdFrom(page);

    await page.getByRole("heading", { name: `Ad Order #${orderId}` }).waitFor();
    await page.getByText("Awaiting payment", { exact: true }).waitFor();
    // A fresh start in test mode has receiving keys already: the order has its own derived deposit address.
    const { paymentAddress } = await apiGet<{ paymentAddress: string }>(page, `/api/ad-orders/${orderId}`);
    expect(paymentAddress).toMatch(/^0x[0-9a-f]{40}$/);
    await page.getByText(paymentAddress, { exact: true }).waitFor();
    // Issue 17: a QR code of the address, and the amount names its chain.
    await page.getByRole("img", { name: "QR code of the ETH payment address" }).waitFor();
    await page.getByText("Payment address (ETH on Ethereum)", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Check Payment Status" }).isDisabled()).toBe(true);
    await page.getByText("Please enter your wallet address before checking payment status", { exact: true }).waitFor();
    await screenshot(page, `ad-order-pending-${viewport}`);

    await page.getByLabel("Your wallet address (the one you pay from)").fill(`  ${randomEthAddress()}  `);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Sender Address Updated");
    await page.getByRole("button", { name: "Check Payment Status" }).click();
    await toast(page, "Payment Not Found");

    const simulated = await script("payments-simulate.mjs", String(orderId));
    expect(simulated).toContain(`Recorded a test payment`);
    await page.getByRole("button", { name: "Check Payment Status" }).click();
    await toast(page, "Payment Confirmed");
    await page.getByText("Payment confirmed", { exact: true }).waitFor();
    expect(await page.getByText(/^test-[0-9a-f]{64}$/).count()).toBe(1);
    await screenshot(page, `ad-order-confirmed-${viewport}`);

    // An admin approves it.
    const adminPage = await browser.page(viewport);
    const admin = await signUp(adminPage, uniqueName("boss"));
    await grantAdmin(admin);
    await adminPage.goto("/admin/ads");
    await adminPage.getByRole("heading", { name: "Ad Review Dashboard" }).waitFor();
    await adminPage.getByRole("tab", { name: /^Pending Review \(\d+\)$/ }).waitFor();
    await adminPage.getByText("Select an order to review", { exact: true }).waitFor();
    await adminPage.getByRole("button", { name: new RegExp(`^Order #${orderId}\\b`) }).click();
    await adminPage.getByRole("heading", { name: `Review Order #${orderId}` }).waitFor();
    await adminPage.getByText(title, { exact: true }).waitFor();
    await adminPage.getByPlaceholder("Add notes about your decision...").fill("  Clear and honest.  ");
    await screenshot(adminPage, `admin-ads-review-${viewport}`);
    await adminPage.getByRole("button", { name: "Approve Ad" }).click();
    await toast(adminPage, "Ad Approved");
    await adminPage.getByRole("tab", { name: /^All Orders/ }).click();
    await screenshot(adminPage, `admin-ads-all-${viewport}`);
    await adminPage.context().close();

    // The banner is served: it shows at the top of the advertise page, text as text, closable for the session.
    await page.reload();
    await page.getByText("Your ad is live", { exact: true }).waitFor();
    await page.getByText("Clear and honest.", { exact: true }).first().waitFor();
    await screenshot(page, `ad-order-active-${viewport}`);
    // ...and on the market page, where banners are sold.
    await page.goto("/");
    const banner = page.getByTestId("ad-banner").filter({ hasText: title });
    await banner.waitFor();
    expect(await banner.getByRole("link", { name: "Start trading" }).getAttribute("href")).toBe(
      "https://acme.example/trade",
    );
    await screenshot(page, `market-live-banner-${viewport}`);
    await banner.getByRole("button", { name: "Close ad" }).click();
    await banner.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("heading", { name: "Cryptocurrency Market" }).waitFor();
    await page.getByText(/Showing \d+ of \d+ cryptocurrencies/).waitFor();
    expect(await page.getByTestId("ad-banner").filter({ hasText: title }).count()).toBe(0);
    await page.goto("/advertise");
    await page.getByRole("tab", { name: "Active Orders (1)" }).waitFor();

    // A live order is not offered 'Archive' (issue 17).
    await page.getByRole("link", { name: "View Details" }).first().waitFor();
    expect(await page.getByRole("button", { name: `Archive order #${orderId}` }).count()).toBe(0);
    await page.context().close();
  });

  it("asks for a payment address the operator has not configured, copies, and checks scrolling messages", {
    timeout: 120_000,
  }, async () => {
    const page = await browser.page(viewport);
    await signUp(page, uniqueName("ckb"));
    await page.goto("/advertise");
    await page.getByLabel("Ad type").selectOption("scrolling");
    await page
      .getByLabel("Messages (one per line)")
      .fill("Short message\nThis message is far longer than thirty characters");
    await page.getByText("Each message must be 30 characters or less", { exact: true }).waitFor();
    await page.getByLabel("Button text").fill("Read more");
    await page.getByLabel("Link URL").fill("https://acme.example/news");
    await page.getByRole("button", { name: "Create Ad Order" }).click();
    await toast(page, "Scrolling messages must be 30 characters or less");
    await screenshot(page, `advertise-scrolling-error-${viewport}`);
    await page.getByLabel("Messages (one per line)").fill("Short message\nAcme lists CKB today");
    const { currency, address } = UNCONFIGURED[viewport];
    const testSource = TEST_PAYMENT_SOURCES.find((source) => source.currency === currency)!;
    await script("payments-address.mjs", "disable", currency, testSource.address);
    await page.getByLabel("Payment currency").selectOption(currency);
    await page.getByRole("button", { name: "Create Ad Order" }).click();
    await page.waitForURL((url) => /^\/advertise\/order\/\d+$/.test(url.pathname));

    await page.getByText("Payment address not generated yet", { exact: true }).first().waitFor();
    await page.getByRole("button", { name: "Copy payment address" }).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Generate Payment Address" }).click();
    await toast(page, "Failed to generate payment address");
    await page
      .getByText(`No ${currency} payment address is available yet. Please try again later.`, { exact: true })
      .waitFor();
    await screenshot(page, `ad-order-no-address-${viewport}`);

    await script("payments-address.mjs", "add", currency, address);
    await page.getByRole("button", { name: "Generate Payment Address" }).click();
    await toast(page, "Address Generated");
    await page.getByRole("button", { name: "Copy payment address" }).click();
    await toast(page, "Copied");
    await page.getByRole("img", { name: `QR code of the ${currency} payment address` }).waitFor();
    await screenshot(page, `ad-order-qr-${viewport}`);

    // An order awaiting payment can be archived and restored.
    const orderId = orderIdFrom(page);
    await page.goto("/advertise");
    await page.getByRole("button", { name: `Archive order #${orderId}` }).click();
    await toast(page, "Order archived");
    await page.getByText("No active orders. Create your first ad order below.", { exact: true }).waitFor();
    await page.getByRole("tab", { name: "Archived Orders (1)" }).click();
    await page.getByRole("button", { name: `Restore order #${orderId}` }).click();
    await toast(page, "Order restored");
    await page.context().close();
  });

  it("shows an unknown order as not found", async () => {
    const page = await browser.page(viewport);
    await signUp(page, uniqueName("nf"));
    await page.goto("/advertise/order/999999");
    await page.getByRole("heading", { name: "Order Not Found" }).waitFor();
    await page.getByText("The ad order could not be found.", { exact: true }).waitFor();
    await page.getByRole("link", { name: "Back to Advertise" }).click();
    await page.waitForURL((url) => url.pathname === "/advertise");
    await page.context().close();
  });

  it("shows Coinfolio's featured tokens on the ICP tokens page while no paid promotion runs there", async () => {
    const page = await browser.page(viewport);
    await page.goto("/icp-tokens");
    const featured = page.locator("section", {
      has: page.getByRole("heading", { name: "Featured Internet Computer Tokens" }),
    });
    await featured.waitFor();
    expect(await featured.getByTestId("featured-icp-token").count()).toBe(2);
    await featured.getByText("ckBTC", { exact: true }).first().waitFor();
    await page.getByTestId("icp-token-row").first().waitFor();
    expect(await featured.getByText("FEATURED", { exact: true }).count()).toBe(2);
    await screenshot(page, `icp-tokens-featured-${viewport}`);
    // The list is long: the first screenful shows the cards and the badged row as a visitor first sees them.
    await page.screenshot({ path: join(root, "e2e", "screenshots", `icp-tokens-featured-top-${viewport}.png`) });
    await page.context().close();
  });
});
