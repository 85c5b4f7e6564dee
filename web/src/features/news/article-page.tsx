import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "../../components/button";
import { Card, Page } from "../../components/page";
import { Spinner } from "../../components/spinner";
import { ApiError } from "../../lib/api";
import { ArticleBadges, ArticleImage, ArticleMeta, TagList } from "./article-parts";
import { Markdown } from "./markdown";
import { articleQuery } from "./queries";

/**
 * /news/{id}: the whole article; a draft only for its author (the server answers 404 to anyone else). The route
 * waits for the article (its loader): `ArticlePending` meanwhile, `ArticleProblem` when it is missing or failed.
 */
export function ArticlePage({ id }: { id: number }) {
  const query = useQuery(articleQuery(id));
  // A later refetch can fail too: a draft whose author signed out elsewhere is a 404 from then on.
  if (query.isError) return <ArticleProblem error={query.error} />;
  const article = query.data;
  // The route's loader put it in the cache; it is missing only if the cache has dropped it since.
  if (!article) return <ArticlePending />;
  return (
    <Page>
      <div className="mx-auto max-w-3xl">
        <BackToNews />
        <article className="mt-6">
          {article.isPublished ? null : (
            <p className="mb-4 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-200">
              This is a draft: only you can see it. Publish it from My Articles.
            </p>
          )}
          <ArticleBadges article={article} />
          <h1 className="mt-3 break-words text-3xl font-bold tracking-tight text-white sm:text-4xl">{article.title}</h1>
          <ArticleMeta article={article} className="mt-3 text-sm" />
          <ArticleImage article={article} className="mt-6 max-h-[28rem] w-full rounded-2xl" />
          {article.summary ? (
            <p className="mt-6 break-words text-lg leading-8 text-slate-300">{article.summary}</p>
          ) : null}
          <Markdown source={article.content} className="mt-6" />
          {article.tags.length ? (
            <div className="mt-8 border-t border-slate-800 pt-6">
              <TagList tags={article.tags} />
            </div>
          ) : null}
        </article>
      </div>
    </Page>
  );
}

function BackToNews() {
  return (
    <Link to="/news" className="inline-flex items-center gap-1 text-sm font-medium text-slate-400 hover:text-white">
      <span aria-hidden>←</span> Back to News
    </Link>
  );
}

export const ArticlePending = () => <Spinner label="Loading article..." />;

export function ArticleProblem({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.status === 404) return <ArticleNotFound />;
  return (
    <ArticleMessage
      title="Something went wrong"
      text="The article could not be loaded. Please try again in a moment."
    />
  );
}

export function ArticleNotFound() {
  return <ArticleMessage title="Article Not Found" text="This article does not exist or is not published." />;
}

function ArticleMessage({ title, text }: { title: string; text: string }) {
  return (
    <Page>
      <Card className="mx-auto max-w-3xl py-12 text-center">
        <h1 className="text-xl font-semibold text-white">{title}</h1>
        <p className="mt-2 text-sm text-slate-400">{text}</p>
        <Link to="/news" className={`${buttonClass("secondary")} mt-6`}>
          Back to News
        </Link>
      </Card>
    </Page>
  );
}
