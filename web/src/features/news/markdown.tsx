import { useMemo, type ReactNode } from "react";
import { parseMarkdown, type Block, type Inline } from "./markdown-parse";

/**
 * Renders article Markdown as React elements. Every piece of the author's text reaches the DOM as a
 * text node; links are http(s) only and open in a new tab without access to this page; images are
 * https only. There is no path from the source to raw HTML.
 */
export function Markdown({ source, className = "" }: { source: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <div className={`space-y-4 break-words text-base leading-7 text-slate-200 ${className}`}>{renderBlocks(blocks)}</div>;
}

const headingClass = {
  1: "text-2xl font-bold text-white",
  2: "text-xl font-bold text-white",
  3: "text-lg font-semibold text-white",
  4: "text-base font-semibold text-white",
  5: "text-sm font-semibold uppercase tracking-wide text-slate-300",
  6: "text-sm font-semibold text-slate-400",
} as const;

function renderBlocks(blocks: Block[]): ReactNode[] {
  return blocks.map((block, key) => {
    switch (block.type) {
      case "heading": {
        // The article title is the page's h1, so Markdown headings start one level below it.
        const Tag = (["h2", "h3", "h4", "h5", "h6", "h6"] as const)[block.level - 1]!;
        return (
          <Tag key={key} className={`pt-2 ${headingClass[block.level]}`}>
            {renderInline(block.children)}
          </Tag>
        );
      }
      case "paragraph":
        return <p key={key}>{renderInline(block.children)}</p>;
      case "code":
        return (
          <pre key={key} tabIndex={0} className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-emerald-400 rounded-lg border border-slate-800 bg-slate-950 p-4 text-sm leading-6 text-slate-200">
            <code data-lang={block.lang || undefined}>{block.text}</code>
          </pre>
        );
      case "quote":
        return (
          <blockquote key={key} className="space-y-3 border-l-4 border-emerald-500/60 pl-4 text-slate-300">
            {renderBlocks(block.children)}
          </blockquote>
        );
      case "list": {
        const items = block.items.map((item, i) => (
          <li key={i} className="pl-1">
            {item.length === 1 && item[0]!.type === "paragraph" ? renderInline(item[0]!.children) : <div className="space-y-2">{renderBlocks(item)}</div>}
          </li>
        ));
        return block.ordered ? (
          <ol key={key} start={block.start} className="list-decimal space-y-1 pl-6">
            {items}
          </ol>
        ) : (
          <ul key={key} className="list-disc space-y-1 pl-6">
            {items}
          </ul>
        );
      }
      case "rule":
        return <hr key={key} className="border-slate-800" />;
    }
  });
}

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.type) {
      case "text":
        return node.text;
      case "break":
        return <br key={key} />;
      case "code":
        return (
          <code key={key} className="rounded bg-slate-800 px-1.5 py-0.5 font-mono text-[0.9em] text-emerald-300">
            {node.text}
          </code>
        );
      case "strong":
        return (
          <strong key={key} className="font-semibold text-white">
            {renderInline(node.children)}
          </strong>
        );
      case "em":
        return <em key={key}>{renderInline(node.children)}</em>;
      case "del":
        return <del key={key}>{renderInline(node.children)}</del>;
      case "link":
        return node.href ? (
          <a
            key={key}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-emerald-400 underline decoration-emerald-400/40 underline-offset-2 hover:decoration-emerald-400"
          >
            {renderInline(node.children)}
          </a>
        ) : (
          <span key={key}>{renderInline(node.children)}</span>
        );
      case "image":
        return node.src ? (
          <img key={key} src={node.src} alt={node.alt} loading="lazy" referrerPolicy="no-referrer" className="my-2 max-h-[32rem] max-w-full rounded-lg" />
        ) : (
          <span key={key} className="italic text-slate-400">
            {node.alt}
          </span>
        );
    }
  });
}
