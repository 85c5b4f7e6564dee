import { MAX_DEPTH, parseInline, type Inline } from "./markdown-inline";

export type { Inline };

/**
 * A small Markdown reader for articles: paragraphs, headings, bold, italic, strikethrough, inline code,
 * fenced code blocks, lists, blockquotes, rules, links and images. It produces a tree of plain data
 * that markdown.tsx turns into React elements: raw HTML is never interpreted, it stays text.
 */
export type Block =
  | { type: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "code"; lang: string; text: string }
  | { type: "quote"; children: Block[] }
  | { type: "list"; ordered: boolean; start: number; items: Block[][] }
  | { type: "rule" };

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
