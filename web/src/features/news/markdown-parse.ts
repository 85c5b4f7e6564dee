import { safeHttpUrl, safeImageUrl } from "../../../../domain/news";

/**
 * A small Markdown reader for articles: paragraphs, headings, bold, italic, strikethrough, inline code,
 * fenced code blocks, lists, blockquotes, rules, links and images. It produces a tree of plain data
 * that markdown.tsx turns into React elements: raw HTML is never interpreted, it stays text.
 */
export type Inline =
  | { type: "text"; text: string }
  | { type: "code"; text: string }
  | { type: "strong" | "em" | "del"; children: Inline[] }
  /** href is null when the address is not http(s): the label is shown without a link. */
  | { type: "link"; href: string | null; children: Inline[] }
  /** src is null unless the address is https: the alt text is shown instead. */
  | { type: "image"; src: string | null; alt: string }
  | { type: "break" };

export type Block =
  | { type: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "code"; lang: string; text: string }
  | { type: "quote"; children: Block[] }
  | { type: "list"; ordered: boolean; start: number; items: Block[][] }
  | { type: "rule" };

/** Nesting beyond this is read as plain text, so hostile input cannot exhaust the stack. */
const MAX_DEPTH = 8;

const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`]*)/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const LIST_ITEM = /^ {0,3}([-*+]|\d{1,9}[.)])(?:[ \t]+(.*))?$/;

const isBlank = (line: string) => line.trim() === "";
const isOrdered = (marker: string) => /\d/.test(marker);

function startsBlock(line: string, depth: number): boolean {
  if (FENCE.test(line) || HEADING.test(line) || RULE.test(line)) return true;
  return depth < MAX_DEPTH && (QUOTE.test(line) || LIST_ITEM.test(line));
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  return parseBlocks(lines.map((line) => line.replace(/^\t+/, (tabs) => "    ".repeat(tabs.length))), 0);
}

function parseBlocks(lines: string[], depth: number): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1]!;
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.trimStart().startsWith(marker)) body.push(lines[i++]!);
      i++;
      blocks.push({ type: "code", lang: fence[2] ?? "", text: body.join("\n") });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ type: "heading", level, children: parseInline(heading[2] ?? "", depth) });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: "rule" });
      i++;
      continue;
    }
    if (depth < MAX_DEPTH && QUOTE.test(line)) {
      const inner: string[] = [];
      while (i < lines.length && !isBlank(lines[i]!)) {
        const quoted = QUOTE.exec(lines[i]!);
        if (!quoted && startsBlock(lines[i]!, depth)) break;
        inner.push(quoted ? quoted[1]! : lines[i]!);
        i++;
      }
      blocks.push({ type: "quote", children: parseBlocks(inner, depth + 1) });
      continue;
    }
    if (depth < MAX_DEPTH && LIST_ITEM.test(line)) {
      const list = readList(lines, i, depth);
      blocks.push(list.block);
      i = list.next;
      continue;
    }
    const text: string[] = [line.trim()];
    i++;
    while (i < lines.length && !isBlank(lines[i]!) && !startsBlock(lines[i]!, depth)) text.push(lines[i++]!.trim());
    blocks.push({ type: "paragraph", children: parseInline(text.join("\n"), depth) });
  }
  return blocks;
}

const indentOf = (line: string) => line.length - line.trimStart().length;

function readList(lines: string[], from: number, depth: number): { block: Block; next: number } {
  const first = LIST_ITEM.exec(lines[from]!)!;
  const ordered = isOrdered(first[1]!);
  // Lines indented past the marker belong to the current item (nested lists, more paragraphs).
  const inside = indentOf(lines[from]!) + 2;
  const sibling = (line: string) => {
    const item = indentOf(line) < inside ? LIST_ITEM.exec(line) : null;
    return item && isOrdered(item[1]!) === ordered && !RULE.test(line) ? item : null;
  };
  const items: string[][] = [];
  let i = from;
  while (i < lines.length) {
    const line = lines[i]!;
    const item = sibling(line);
    if (item) {
      items.push([item[2] ?? ""]);
      i++;
      continue;
    }
    const current = items[items.length - 1]!;
    if (isBlank(line)) {
      let j = i + 1;
      while (j < lines.length && isBlank(lines[j]!)) j++;
      if (j >= lines.length || !(indentOf(lines[j]!) >= inside || sibling(lines[j]!))) break;
      current.push("");
      i = j;
      continue;
    }
    if (indentOf(line) >= inside) current.push(line.slice(inside));
    else if (!startsBlock(line, depth)) current.push(line);
    else break;
    i++;
  }
  return {
    block: {
      type: "list",
      ordered,
      start: ordered ? Number.parseInt(first[1]!, 10) : 1,
      items: items.map((item) => parseBlocks(item, depth + 1)),
    },
    next: i,
  };
}

/**
 * Remembers the next position of each delimiter so that many unmatched openers ("[[[[…") cost one
 * scan, not one scan each.
 */
class Finder {
  private readonly cache = new Map<string, { from: number; at: number }>();
  constructor(readonly text: string) {}

  next(needle: string, from: number, end: number): number {
    const hit = this.cache.get(needle);
    let at: number;
    if (hit && hit.from <= from && (hit.at === -1 || hit.at >= from)) at = hit.at;
    else {
      at = this.text.indexOf(needle, from);
      this.cache.set(needle, { from, at });
    }
    return at !== -1 && at < end ? at : -1;
  }
}

const ESCAPABLE = /[\\`*_{}[\]()#+\-.!~>|<"']/;
const WORD = /[\p{L}\p{N}]/u;
const AUTOLINK = /^https?:\/\/[^\s<>()[\]{}"']+/i;

export function parseInline(text: string, depth = 0): Inline[] {
  return parseSpan(new Finder(text), 0, text.length, depth);
}

function parseSpan(src: Finder, start: number, end: number, depth: number): Inline[] {
  const out: Inline[] = [];
  const text = src.text;
  let buffer = "";
  const flush = () => {
    if (buffer) out.push({ type: "text", text: buffer });
    buffer = "";
  };
  let i = start;
  while (i < end) {
    const ch = text[i]!;
    if (ch === "\\" && i + 1 < end && ESCAPABLE.test(text[i + 1]!)) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (ch === "\n") {
      flush();
      out.push({ type: "break" });
      i++;
      continue;
    }
    const token = depth < MAX_DEPTH * 2 ? readToken(src, i, end, depth) : null;
    if (token) {
      flush();
      out.push(token.node);
      i = token.end;
      continue;
    }
    buffer += ch;
    i++;
  }
  flush();
  return out;
}

type Token = { node: Inline; end: number } | null;

function readToken(src: Finder, i: number, end: number, depth: number): Token {
  const text = src.text;
  const ch = text[i]!;
  if (ch === "`") return readCode(src, i, end);
  if (ch === "!" && text[i + 1] === "[") {
    const target = readLinkTarget(src, i + 1, end);
    if (!target) return null;
    return { node: { type: "image", src: safeImageUrl(target.url), alt: text.slice(i + 2, target.labelEnd) }, end: target.end };
  }
  if (ch === "[") {
    const target = readLinkTarget(src, i, end);
    if (!target) return null;
    const children = parseSpan(src, i + 1, target.labelEnd, depth + 1);
    return { node: { type: "link", href: safeHttpUrl(target.url), children }, end: target.end };
  }
  if (ch === "*" || ch === "_") {
    const double = text[i + 1] === ch;
    return readDelimited(src, i, end, depth, double ? ch + ch : ch, double ? "strong" : "em");
  }
  if (ch === "~" && text[i + 1] === "~") return readDelimited(src, i, end, depth, "~~", "del");
  if ((ch === "h" || ch === "H") && text.slice(i, i + 4).toLowerCase() === "http" && (i === 0 || !WORD.test(text[i - 1]!))) {
    const match = AUTOLINK.exec(text.slice(i, Math.min(end, i + 2100)));
    if (!match) return null;
    const url = match[0].replace(/[.,:;!?]+$/, "");
    const href = safeHttpUrl(url);
    return href ? { node: { type: "link", href, children: [{ type: "text", text: url }] }, end: i + url.length } : null;
  }
  return null;
}

function readCode(src: Finder, i: number, end: number): Token {
  const text = src.text;
  let run = 1;
  while (text[i + run] === "`") run++;
  const fence = "`".repeat(run);
  let close = src.next(fence, i + run, end);
  for (let tries = 0; close !== -1 && text[close + run] === "`" && tries < 64; tries++) {
    let after = close;
    while (text[after] === "`") after++;
    close = src.next(fence, after, end);
  }
  // An unmatched run is plain text as a whole, so a long run is not retried from each of its backticks.
  if (close === -1 || text[close + run] === "`") return { node: { type: "text", text: fence }, end: i + run };
  const raw = text.slice(i + run, close).replace(/\n/g, " ");
  const code = raw.length > 2 && raw.startsWith(" ") && raw.endsWith(" ") ? raw.slice(1, -1) : raw;
  return { node: { type: "code", text: code }, end: close + run };
}

/** `[label](url "optional title")` starting at the "[": where the label ends, the url, and the end. */
function readLinkTarget(src: Finder, open: number, end: number) {
  const labelEnd = src.next("](", open + 1, end);
  if (labelEnd === -1) return null;
  // Balanced parentheses may appear inside the address; an address is at most a couple of KB.
  const text = src.text;
  const limit = Math.min(end, labelEnd + 2 + 2100);
  let nesting = 0;
  for (let j = labelEnd + 2; j < limit; j++) {
    const ch = text[j];
    if (ch === "\n") return null;
    if (ch === "(") nesting++;
    else if (ch === ")" && nesting-- === 0) {
      const url = text.slice(labelEnd + 2, j).trim().split(/\s+/)[0] ?? "";
      return { labelEnd, url, end: j + 1 };
    }
  }
  return null;
}

function readDelimited(src: Finder, i: number, end: number, depth: number, delimiter: string, type: "strong" | "em" | "del"): Token {
  const text = src.text;
  const inner = i + delimiter.length;
  const single = delimiter[0]!;
  // Intraword underscores (snake_case) are not emphasis.
  if (single === "_" && i > 0 && WORD.test(text[i - 1]!)) return null;
  if (inner >= end || /\s/.test(text[inner]!)) return null;
  let close = src.next(delimiter, inner, end);
  for (let tries = 0; close !== -1 && tries < 64; tries++) {
    const isPartOfLonger = delimiter.length === 1 && (text[close + 1] === single || text[close - 1] === single);
    const closes =
      close > inner &&
      !/\s/.test(text[close - 1]!) &&
      !isPartOfLonger &&
      !(single === "_" && close + delimiter.length < end && WORD.test(text[close + delimiter.length]!));
    if (closes) return { node: { type, children: parseSpan(src, inner, close, depth + 1) }, end: close + delimiter.length };
    close = src.next(delimiter, close + (isPartOfLonger ? 2 : 1), end);
  }
  return null;
}

/** The visible words of some Markdown, for card excerpts. */
export function markdownToPlainText(source: string, maxLength: number): string {
  const inlineText = (nodes: Inline[]): string =>
    nodes
      .map((node) =>
        node.type === "text" || node.type === "code"
          ? node.text
          : node.type === "image"
            ? node.alt
            : node.type === "break"
              ? " "
              : inlineText(node.children),
      )
      .join("");
  const blockText = (blocks: Block[]): string[] =>
    blocks.flatMap((block) => {
      switch (block.type) {
        case "heading":
        case "paragraph":
          return [inlineText(block.children)];
        case "code":
          return [block.text];
        case "quote":
          return blockText(block.children);
        case "list":
          return block.items.flatMap(blockText);
        case "rule":
          return [];
      }
    });
  // Only the opening of a long article is needed for an excerpt.
  const words = blockText(parseMarkdown(source.slice(0, maxLength * 4))).join(" ").replace(/\s+/g, " ").trim();
  return words.length > maxLength ? `${words.slice(0, maxLength - 1).trimEnd()}…` : words;
}
