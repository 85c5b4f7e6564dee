import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";
import { markdownToPlainText } from "./markdown-syntax";

const renderMd = (source: string) => render(<Markdown source={source} />).container;

/** Every element and attribute the renderer produced: nothing may be a script or an event handler. */
function expectNoActiveContent(root: HTMLElement) {
  expect(root.querySelector("script, iframe, object, embed, style, svg, form, input, button")).toBeNull();
  for (const element of root.querySelectorAll("*")) {
    for (const { name, value } of Array.from(element.attributes)) {
      expect(name).not.toMatch(/^on/i);
      expect(value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
  }
}

describe("Markdown", () => {
  it("renders headings, emphasis, code, lists, quotes and rules as elements", () => {
    const root = renderMd(
      [
        "# Title",
        "## Sub",
        "Some **bold**, *italic*, _also italic_, ~~gone~~ and `inline <b>code</b>` text.",
        "",
        "```ts",
        "const x = '<script>';",
        "```",
        "",
        "- one",
        "- two",
        "  - nested",
        "",
        "3. third",
        "4. fourth",
        "",
        "> quoted **words**",
        "",
        "---",
      ].join("\n"),
    );
    expect(root.querySelector("h2")).toHaveTextContent("Title");
    expect(root.querySelector("h3")).toHaveTextContent("Sub");
    expect(root.querySelector("strong")).toHaveTextContent("bold");
    expect([...root.querySelectorAll("em")].map((e) => e.textContent)).toEqual(["italic", "also italic"]);
    expect(root.querySelector("del")).toHaveTextContent("gone");
    expect(root.querySelector("p code")).toHaveTextContent("inline <b>code</b>");
    expect(root.querySelector("b")).toBeNull();
    expect(root.querySelector("pre code")).toHaveTextContent("const x = '<script>';");
    expect(root.querySelector("pre code")).toHaveAttribute("data-lang", "ts");
    const ul = root.querySelector("ul")!;
    expect(ul.querySelectorAll(":scope > li")).toHaveLength(2);
    expect(ul.querySelector("li ul li")).toHaveTextContent("nested");
    expect(root.querySelector("ol")).toHaveAttribute("start", "3");
    expect(root.querySelector("blockquote strong")).toHaveTextContent("words");
    expect(root.querySelector("hr")).not.toBeNull();
    expectNoActiveContent(root);
  });

  it("shows script tags and onerror attributes as text, never as markup", () => {
    const payloads = [
      "<script>alert('xss')</script>",
      '<img src=x onerror="alert(1)">',
      "<svg onload=alert(1)>",
      '<a href="javascript:alert(1)">click</a>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '"><img src=x onerror=alert(document.cookie)>',
    ];
    const root = renderMd(payloads.join("\n\n"));
    expectNoActiveContent(root);
    expect(root.querySelector("img")).toBeNull();
    expect(root.querySelector("a")).toBeNull();
    for (const payload of payloads) expect(root.textContent).toContain(payload);
  });

  it("links only to http(s), in a new tab that cannot reach this page", () => {
    const root = renderMd(
      "[safe](https://example.com/a) [js](javascript:alert(1)) [JS](JaVaScRiPt:alert(1)) [data](data:text/html,x) [rel](/x) and https://auto.example/path.",
    );
    const links = root.querySelectorAll("a");
    expect([...links].map((a) => a.getAttribute("href"))).toEqual([
      "https://example.com/a",
      "https://auto.example/path",
    ]);
    for (const a of links) {
      expect(a).toHaveAttribute("target", "_blank");
      expect(a).toHaveAttribute("rel", "noopener noreferrer nofollow");
    }
    expect(root.textContent).toContain("js JS data rel");
    expectNoActiveContent(root);
  });

  it("shows images over https only, else their alt text", () => {
    const root = renderMd(
      "![chart](https://img.example/c.png) ![plain](http://img.example/p.png) ![bad](javascript:alert(1))",
    );
    const images = root.querySelectorAll("img");
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute("src", "https://img.example/c.png");
    expect(images[0]).toHaveAttribute("alt", "chart");
    expect(images[0]).toHaveAttribute("referrerpolicy", "no-referrer");
    expect(root.textContent).toContain("plain");
    expect(root.textContent).toContain("bad");
  });

  it("leaves snake_case, lone asterisks and escaped characters alone", () => {
    const root = renderMd("snake_case_name, 2 * 3 * 4, \\*not italic\\* and a # not heading\n#hashtag");
    expect(root.querySelector("em")).toBeNull();
    expect(root.textContent).toContain("snake_case_name, 2 * 3 * 4, *not italic* and a # not heading");
    expect(root.querySelector("h2")).toBeNull();
    expect(root.querySelector("br")).not.toBeNull();
  });

  it("copes quickly with hostile nesting and unmatched openers", () => {
    const hostile = [
      "[".repeat(20_000),
      "*a".repeat(10_000),
      "`".repeat(5_000),
      `${"> ".repeat(2_000)}deep`,
      Array.from({ length: 200 }, (_, i) => `${"  ".repeat(i)}- level ${i}`).join("\n"),
      "**".repeat(5_000),
      "[a](".repeat(2_000),
    ].join("\n\n");
    const started = performance.now();
    renderMd(hostile);
    expect(performance.now() - started).toBeLessThan(1500);
    const root = renderMd(hostile);
    expect(root.textContent).toContain("deep");
    expectNoActiveContent(root);
  });
});

describe("Markdown safety and fidelity", () => {
  it("maps Markdown heading levels one below the page's h1, and keeps code blocks focusable and scrollable", () => {
    const root = renderMd(
      ["# one", "## two", "### three", "#### four", "##### five", "###### six", "", "```", "wide code", "```"].join(
        "\n",
      ),
    );
    expect([...root.querySelectorAll("h2, h3, h4, h5, h6")].map((h) => `${h.tagName}:${h.textContent}`)).toEqual([
      "H2:one",
      "H3:two",
      "H4:three",
      "H5:four",
      "H6:five",
      "H6:six",
    ]);
    expect(root.querySelector("h1")).toBeNull();
    const pre = root.querySelector("pre")!;
    expect(pre).toHaveAttribute("tabindex", "0");
    expect(pre).toHaveClass("overflow-x-auto");
    expect(pre.querySelector("code")).not.toHaveAttribute("data-lang");
    expect(pre.querySelector("code")!.textContent).toBe("wide code");
  });

  it("keeps inline HTML, entities and CommonMark extras as the text the author typed", () => {
    const root = renderMd(
      [
        "Hi <img src=x onerror=alert(1)> and <b>bold</b> &lt;script&gt; &#106;s",
        "",
        "    indented stays a paragraph",
        "",
        "Title",
        "===",
        "",
        "[ref]",
        "",
        "[ref]: javascript:alert(1)",
      ].join("\n"),
    );
    expect(root.querySelector("img, b, pre, h2, a")).toBeNull();
    expect(root.textContent).toContain("Hi <img src=x onerror=alert(1)> and <b>bold</b> &lt;script&gt; &#106;s");
    expect(root.textContent).toContain("indented stays a paragraph");
    expect(root.textContent).toContain("[ref]: javascript:alert(1)");
    expectNoActiveContent(root);
  });

  it("links bare http(s) addresses only, never www. or e-mail addresses or <javascript:> autolinks", () => {
    const root = renderMd("see www.example.com, me@example.com, <javascript:alert(1)> and http://plain.example/x");
    expect([...root.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(["http://plain.example/x"]);
    expect(root.textContent).toContain("www.example.com, me@example.com, <javascript:alert(1)>");
    expectNoActiveContent(root);
  });

  it("never loads data: or protocol-relative images", () => {
    const root = renderMd(
      "![one](data:image/png;base64,AAAA) ![two](//cdn.example/x.png) ![three](HTTPS://cdn.example/ok.png)",
    );
    expect([...root.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([
      "https://cdn.example/ok.png",
    ]);
    expect(root.textContent).toContain("one");
    expect(root.textContent).toContain("two");
  });

  it("shows an article nested deeper than 8 levels as plain text at once", () => {
    const source = `intro **bold**\n\n${"> ".repeat(9)}too deep`;
    const started = performance.now();
    const root = renderMd(source);
    expect(performance.now() - started).toBeLessThan(500);
    expect(root.querySelector("blockquote, strong")).toBeNull();
    expect(root.textContent).toBe(source);
    expect(renderMd(`${"> ".repeat(8)}deep enough`).querySelectorAll("blockquote")).toHaveLength(8);
  });

  it("gives a list item of one paragraph its words inline and an item of more blocks spaced blocks", () => {
    const root = renderMd("- one\n- two\n\n  more\n- three\n  - nested");
    const items = root.querySelectorAll("ul > li");
    expect(items[0]!.firstChild).toHaveProperty("nodeType", Node.TEXT_NODE);
    expect(items[1]!.querySelector(":scope > div.space-y-2 > p")).toHaveTextContent("two");
    expect(items[2]!.querySelector(":scope > div.space-y-2 > ul > li")).toHaveTextContent("nested");
  });
});

describe("markdownToPlainText", () => {
  it("keeps the words, drops the markup and shortens", () => {
    expect(markdownToPlainText("# Hi\n\nSome **bold** [link](https://x.example) `code`", 100)).toBe(
      "Hi Some bold link code",
    );
    expect(markdownToPlainText("word ".repeat(50), 20)).toBe("word word word word…");
  });
});
