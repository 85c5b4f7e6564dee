import type { Element, ElementContent, Root as HastRoot } from "hast";
import type { Root as MdastRoot } from "mdast";
import { memo, type ReactNode } from "react";
import ReactMarkdown, { type Components, type UrlTransform } from "react-markdown";
import remarkBreaks from "remark-breaks";
import { visit } from "unist-util-visit";
import { safeHttpUrl, safeImageUrl } from "../../../../domain/news";
import { articleSyntax, isHostile } from "./markdown-syntax";

/**
 * Renders article Markdown as React elements with react-markdown (docs/decisions.md, "Markdown"). Raw HTML
 * is not part of the syntax, so it reaches the page as text; links are http(s) only and open in a new tab
 * without access to this page; images are https only. There is no path from the source to raw HTML.
 */
export const Markdown = memo(function Markdown({ source, className = "" }: { source: string; className?: string }) {
  return (
    <div className={`space-y-4 break-words text-base leading-7 text-slate-200 ${className}`}>
      {isHostile(source) ? (
        <p className="whitespace-pre-wrap">{source}</p>
      ) : (
        <ReactMarkdown
          remarkPlugins={remarkPlugins}
          rehypePlugins={rehypePlugins}
          components={components}
          urlTransform={urlTransform}
          allowedElements={allowedElements}
          unwrapDisallowed
        >
          {source}
        </ReactMarkdown>
      )}
    </div>
  );
});

/** Single newlines are line breaks, as in chat (docs/decisions.md). */
const remarkPlugins = [articleSyntax, remarkBreaks, keepListParagraphs];
const rehypePlugins = [compactListItems];
const allowedElements = [
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "em",
  "del",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "div",
  "hr",
  "a",
  "img",
  "br",
];

/** Links: absolute http(s) only; images: https only. Anything else loses its address (see components). */
const urlTransform: UrlTransform = (url, key) =>
  key === "href" ? safeHttpUrl(url) : key === "src" ? safeImageUrl(url) : null;

/** Every list keeps its items' paragraphs as elements, so that compactListItems decides item by item. */
function keepListParagraphs() {
  return (tree: MdastRoot) =>
    visit(tree, "list", (list) => {
      list.spread = true;
    });
}

const isBlank = (node: ElementContent) => node.type === "text" && node.value.trim() === "";

/** An item of one paragraph shows its words inline; an item of more blocks spaces them apart. */
function compactListItems() {
  return (tree: HastRoot) =>
    visit(tree, "element", (node) => {
      if (node.tagName !== "li") return;
      const blocks = node.children.filter((child) => !isBlank(child));
      const only = blocks.length === 1 ? blocks[0] : undefined;
      if (only?.type === "element" && only.tagName === "p") node.children = only.children;
      else if (blocks.length)
        node.children = [
          { type: "element", tagName: "div", properties: { className: ["space-y-2"] }, children: node.children },
        ];
    });
}

const headingClass = {
  1: "text-2xl font-bold text-white",
  2: "text-xl font-bold text-white",
  3: "text-lg font-semibold text-white",
  4: "text-base font-semibold text-white",
  5: "text-sm font-semibold uppercase tracking-wide text-slate-300",
  6: "text-sm font-semibold text-slate-400",
} as const;

// The article title is the page's h1, so Markdown headings start one level below it.
const heading = (level: keyof typeof headingClass, Tag: "h2" | "h3" | "h4" | "h5" | "h6") =>
  function Heading({ children }: { children?: ReactNode }) {
    return <Tag className={`pt-2 ${headingClass[level]}`}>{children}</Tag>;
  };

const codeText = (code: ElementContent | undefined) =>
  code?.type === "element"
    ? code.children
        .map((child) => (child.type === "text" ? child.value : ""))
        .join("")
        .replace(/\n$/, "")
    : "";

const codeLang = (code: ElementContent | undefined) => {
  const classes = code?.type === "element" ? code.properties.className : undefined;
  const language = Array.isArray(classes)
    ? classes.map(String).find((name) => name.startsWith("language-"))
    : undefined;
  return language?.slice("language-".length) || undefined;
};

// p, em, del, br and the list items' div render as they are.
const components: Components = {
  h1: heading(1, "h2"),
  h2: heading(2, "h3"),
  h3: heading(3, "h4"),
  h4: heading(4, "h5"),
  h5: heading(5, "h6"),
  h6: heading(6, "h6"),
  // A code block is a scrollable region, so it takes keyboard focus.
  pre: ({ node }) => {
    const code = (node as Element | undefined)?.children[0];
    return (
      <pre
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-emerald-400 rounded-lg border border-slate-800 bg-slate-950 p-4 text-sm leading-6 text-slate-200"
      >
        <code data-lang={codeLang(code)}>{codeText(code)}</code>
      </pre>
    );
  },
  code: ({ children }) => (
    <code className="rounded bg-slate-800 px-1.5 py-0.5 font-mono text-[0.9em] text-emerald-300">{children}</code>
  ),
  blockquote: ({ children }) => (
    <blockquote className="space-y-3 border-l-4 border-emerald-500/60 pl-4 text-slate-300">{children}</blockquote>
  ),
  ul: ({ children }) => <ul className="list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children, start }) => (
    <ol start={start ?? 1} className="list-decimal space-y-1 pl-6">
      {children}
    </ol>
  ),
  li: ({ children }) => <li className="pl-1">{children}</li>,
  hr: () => <hr className="border-slate-800" />,
  strong: ({ children }) => <strong className="font-semibold text-white">{children}</strong>,
  a: ({ href, children }) =>
    href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-medium text-emerald-400 underline decoration-emerald-400/40 underline-offset-2 hover:decoration-emerald-400"
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ src, alt }) =>
    typeof src === "string" && src ? (
      <img
        src={src}
        alt={alt ?? ""}
        loading="lazy"
        referrerPolicy="no-referrer"
        className="my-2 max-h-[32rem] max-w-full rounded-lg"
      />
    ) : (
      <span className="italic text-slate-400">{alt}</span>
    ),
};
