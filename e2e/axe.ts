import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import type { AxeResults, Result } from "axe-core";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The impacts that fail a page (issue 17): serious and critical. Moderate and minor findings are printed. */
const FAILING = new Set(["serious", "critical"]);

const describe = (v: Result) =>
  `${v.impact} ${v.id}: ${v.help}\n${v.nodes
    .slice(0, 5)
    .map((n) => `    ${n.target.join(" ")} ${n.failureSummary?.split("\n").slice(1, 2).join("") ?? ""}`)
    .join("\n")}`;

/**
 * Runs axe-core (WCAG 2.0–2.2 A and AA rules plus best practices) on the page once nothing on it is busy, and
 * returns the serious and critical violations, described for a failing assertion's message. A part that is
 * loading says so (`aria-busy`) and may show its previous content dimmed meanwhile (a chart between ranges):
 * axe would measure the dimmed text's contrast, which lasts only as long as the request.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  // Evaluated through the DevTools protocol, which the app's Content Security Policy (script-src 'self') allows.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    return axe.run(document, { resultTypes: ["violations"] });
  });
  return results.violations.filter((v) => v.impact && FAILING.has(v.impact)).map(describe);
}
