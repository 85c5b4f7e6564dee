import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { markdownToPlainText } from "./markdown-syntax";
import { ArticleBadges, ArticleImage, ArticleMeta, TagList } from "./article-parts";
import type { Article } from "./queries";

/** The summary, or the opening words of the article when it has none. */
const excerpt = (article: Article) => article.summary ?? markdownToPlainText(article.content, 220);

export function ArticleCard({
  article,
  layout,
  actions,
}: {
  article: Article;
  layout: "grid" | "row";
  actions?: ReactNode;
}) {
  const grid = layout === "grid";
  return (
    <article
      data-testid="article-card"
      className={`group flex overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/70 transition-colors hover:border-slate-700 ${
        grid ? "flex-col" : "flex-col sm:flex-row"
      }`}
    >
      <ArticleImage
        article={article}
        className={grid ? "aspect-video w-full" : "aspect-video w-full sm:aspect-auto sm:w-56 sm:shrink-0"}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <ArticleBadges article={article} />
        <div className="min-w-0">
          <h3 className={`font-semibold text-white ${grid ? "text-lg" : "text-lg sm:text-xl"}`}>
            <Link to="/news/$id" params={{ id: String(article.id) }} className="break-words hover:text-emerald-300">
              {article.title}
            </Link>
          </h3>
          <ArticleMeta article={article} className="mt-1.5" />
        </div>
        {excerpt(article) ? (
          <p className="line-clamp-3 break-words text-sm text-slate-300">{excerpt(article)}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3">
          <TagList tags={article.tags} />
          {actions ? <div className="ml-auto flex gap-2">{actions}</div> : null}
        </div>
      </div>
    </article>
  );
}
