import { safeHttpUrl, safeImageUrl } from "../../../../domain/news";

/** The spans of a Markdown paragraph or heading (see markdown-parse.ts). */
export type Inline =
  | { type: "text"; text: string }
  | { type: "code"; text: string }
  | { type: "strong" | "em" | "del"; children: Inline[] }
  /** href is null when the address is not http(s): the label is shown without a link. */
  | { type: "link"; href: string | null; children: Inline[] }
  /** src is null unless the address is https: the alt text is shown instead. */
  | { type: "image"; src: string | null; alt: string }
  | { type: "break" };

/** Nesting beyond this is read as plain text, so hostile input cannot exhaust the stack. */
export const MAX_DEPTH = 8;

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

