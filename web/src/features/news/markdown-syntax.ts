import type { Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmAutolinkLiteralFromMarkdown } from "mdast-util-gfm-autolink-literal";
import { gfmStrikethroughFromMarkdown } from "mdast-util-gfm-strikethrough";
import { toString as plainText } from "mdast-util-to-string";
import { gfmAutolinkLiteral } from "micromark-extension-gfm-autolink-literal";
import { gfmStrikethrough } from "micromark-extension-gfm-strikethrough";
// remark-parse declares the processor data that carries syntax extensions.
import type {} from "remark-parse";
import type { Processor } from "unified";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";

/**
 * The Markdown articles are written in (docs/decisions.md, "Markdown"): CommonMark's paragraphs, headings,
 * emphasis, code, lists, quotes, rules, links and images, plus GFM's ~~strikethrough~~ and bare http(s)
 * links. CommonMark's other constructs stay text as they always have: raw HTML above all, and also
 * indented code, setext headings, reference definitions, <angle> autolinks, entities and backslash breaks.
 * No tables, task lists or footnotes.
 */
const extensions = [
  {
    disable: {
      null: [
        "htmlFlow",
        "htmlText",
        "codeIndented",
        "setextUnderline",
        "definition",
        "autolink",
        "characterReference",
        "hardBreakEscape",
      ],
    },
  },
  gfmStrikethrough({ singleTilde: false }),
  gfmAutolinkLiteral(),
];
const mdastExtensions = [gfmStrikethroughFromMarkdown(), gfmAutolinkLiteralFromMarkdown()];

/** The remark plugin for the syntax above. */
export function articleSyntax(this: Processor) {
  const data = this.data();
  data.micromarkExtensions = [...(data.micromarkExtensions ?? []), ...extensions];
  data.fromMarkdownExtensions = [...(data.fromMarkdownExtensions ?? []), ...mdastExtensions];
  return onlyHttpLiterals;
}

/** GFM also links bare `www.` and e-mail addresses; articles link bare addresses only when they start with http(s)://. */
function onlyHttpLiterals(tree: Root, file: VFile) {
  const source = String(file.value);
  visit(tree, "link", (node, index, parent) => {
    const start = node.position?.start.offset;
    if (start === undefined || !parent || index === undefined) return;
    const literal = source[start] !== "[";
    if (literal && !/^https?:\/\//i.test(source.slice(start, start + 8))) {
      parent.children[index] = { type: "text", value: plainText(node) };
      return SKIP;
    }
  });
}

/** A line nested deeper than this many containers is not rendered as Markdown (see isHostile). */
export const MAX_DEPTH = 8;
/** How much nesting (containers beyond the first, summed over lines) an article may hold. */
export const MAX_NESTING = 1000;
/** How many emphasis and link delimiters one block may hold. */
export const MAX_BLOCK_DELIMITERS = 1000;

const CONTAINERS = /^(?:[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)))+/;
const MARKER = />|[-*+]|\d{1,9}[.)]/g;
const FENCE = /^ {0,3}(?:`{3,}|~{3,})/;

/** Quotes and list items that open a line, counting every two columns of indentation as a level. */
function depthOf(line: string): number {
  const lead = CONTAINERS.exec(line)?.[0];
  if (!lead) return 0;
  return (lead.match(MARKER)?.length ?? 0) + Math.floor((lead.length - lead.trimStart().length) / 2);
}

/**
 * True for sources the parser would take seconds on or recurse too deep for: the CommonMark parser is
 * superlinear in nested containers and in runs of unmatched `*`, `_`, `~` and `[` within one block, and an
 * article may hold 50,000 characters. Such an article shows as plain text (markdown.tsx), so hostile input
 * cannot stall the page. Real articles stay far below these limits.
 */
export function isHostile(source: string): boolean {
  let inFence = false;
  let delimiters = 0;
  let nesting = 0;
  for (const line of source.split("\n")) {
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence) continue;
    const depth = depthOf(line);
    nesting += Math.max(0, depth - 1);
    if (depth > MAX_DEPTH || nesting > MAX_NESTING) return true;
    if (line.trim() === "") delimiters = 0;
    else delimiters += line.length - line.replace(/[*_~[]/g, "").length;
    if (delimiters > MAX_BLOCK_DELIMITERS) return true;
  }
  return false;
}

/** The visible words of some Markdown, for card excerpts. */
export function markdownToPlainText(source: string, maxLength: number): string {
  // Only the opening of a long article is needed for an excerpt.
  const opening = source.slice(0, maxLength * 4);
  const blocks: string[] = [];
  if (isHostile(opening)) blocks.push(opening);
  else {
    visit(fromMarkdown(opening, { extensions, mdastExtensions }), (node) => {
      if (node.type !== "paragraph" && node.type !== "heading" && node.type !== "code") return;
      blocks.push(plainText(node));
      return SKIP;
    });
  }
  const words = blocks.join(" ").replace(/\s+/g, " ").trim();
  return words.length > maxLength ? `${words.slice(0, maxLength - 1).trimEnd()}…` : words;
}
