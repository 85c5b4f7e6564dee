import { describe, expect, it } from "vitest";
import { parseTags, safeHttpUrl, safeImageUrl } from "./news";

describe("parseTags", () => {
  it("splits on commas, trims, drops empties and repeats", () => {
    expect(parseTags(" bitcoin, ,ETF ,, bitcoin,defi ")).toEqual(["bitcoin", "ETF", "defi"]);
  });

  it("gives an empty list for blank text", () => {
    expect(parseTags("")).toEqual([]);
    expect(parseTags(" , ,")).toEqual([]);
  });
});

describe("safeHttpUrl", () => {
  it("keeps absolute http and https URLs", () => {
    expect(safeHttpUrl("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(safeHttpUrl(" http://example.com ")).toBe("http://example.com/");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "//evil.example/x",
    "/relative/path",
    "example.com",
    "https://",
    "http:/\\evil.example",
  ])("refuses %s", (url) => {
    expect(safeHttpUrl(url)).toBeNull();
  });

  it("allows only https for images", () => {
    expect(safeImageUrl("https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
    expect(safeImageUrl("http://cdn.example/x.png")).toBeNull();
    expect(safeImageUrl(null)).toBeNull();
  });
});
