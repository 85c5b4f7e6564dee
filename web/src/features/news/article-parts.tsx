import { useState, type ReactNode } from "react";
import { safeImageUrl } from "../../../../domain/news";
import { relativeTime } from "../../../../domain/relative-time";
import type { NewsCategory } from "../../../../schema/news";
import type { Article } from "./queries";

export const CATEGORY_LABELS: Record<NewsCategory, string> = {
  general: "General",
  crypto: "Crypto",
  defi: "DeFi",
  blockchain: "Blockchain",
};

const badgeTones = {
  slate: "border-slate-700 bg-slate-800/80 text-slate-300",
  emerald: "border-emerald-500/40 bg-emerald-500/10 text-emerald-300",
  amber: "border-amber-500/40 bg-amber-500/10 text-amber-300",
  sky: "border-sky-500/40 bg-sky-500/10 text-sky-300",
} as const;

export function Badge({ tone, children }: { tone: keyof typeof badgeTones; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium ${badgeTones[tone]}`}
    >
      {children}
    </span>
  );
}

/** Category, Featured and Published/Draft (product.md § News, cards). */
export function ArticleBadges({ article }: { article: Article }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge tone="sky">{CATEGORY_LABELS[article.category]}</Badge>
      {article.isFeatured ? <Badge tone="amber">Featured</Badge> : null}
      {article.isPublished ? <Badge tone="emerald">Published</Badge> : <Badge tone="slate">Draft</Badge>}
    </div>
  );
}

/** Author, relative time (published date, else created date) and views. */
export function ArticleMeta({ article, className = "" }: { article: Article; className?: string }) {
  const when = article.publishedAt ?? article.createdAt;
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-400 ${className}`}>
      <span>
        By <span className="font-medium text-slate-200">@{article.authorUsername}</span>
      </span>
      <span aria-hidden>·</span>
      <time dateTime={when} title={new Date(when).toLocaleString()}>
        {relativeTime(when)}
      </time>
      <span aria-hidden>·</span>
      <span>{article.viewCount === 1 ? "1 view" : `${article.viewCount.toLocaleString("en-US")} views`}</span>
    </p>
  );
}

export function TagList({
  tags,
  label = "Tags",
  className = "",
}: {
  tags: string[];
  label?: string;
  className?: string;
}) {
  if (!tags.length) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-800 px-2 py-0.5 text-xs text-slate-300">
          #{tag}
        </li>
      ))}
    </ul>
  );
}

/** The cover image, https only; a missing or broken one takes no room at all. */
export function ArticleImage({ article, className = "" }: { article: Article; className?: string }) {
  const src = safeImageUrl(article.imageUrl);
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={`bg-slate-800 object-cover ${className}`}
    />
  );
}
