import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

describe("the theme script in index.html", () => {
  const html = read("../../index.html");
  const script = html.match(/<script id="theme-boot">([\s\S]*?)<\/script>/)![1]!;

  it("is allowed by the Content-Security-Policy through its hash", () => {
    const hash = createHash("sha256").update(script).digest("base64");
    expect(read("../../public/_headers")).toContain(`'sha256-${hash}'`);
  });

  it.each([
    ["light", false, true],
    ["dark", true, false],
    [null, true, true],
    [null, false, false],
  ])("saved %s with the system light=%s gives light=%s", (saved, systemLight, light) => {
    document.documentElement.className = "";
    document.head.innerHTML = '<meta name="theme-color" content="#020617" />';
    if (saved) localStorage.setItem("coinfolio-theme", saved);
    else localStorage.removeItem("coinfolio-theme");
    window.matchMedia = ((q: string) => ({
      matches: systemLight,
      media: q,
      addEventListener() {},
    })) as unknown as typeof window.matchMedia;
    new Function(script)();
    expect(document.documentElement.classList.contains("light")).toBe(light);
    expect(document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!.content).toBe(
      light ? "#f1f5f9" : "#020617",
    );
  });
});
