import { createFileRoute } from "@tanstack/react-router";
import { ArticleNotFound, ArticlePage, ArticlePending, ArticleProblem } from "../../features/news/article-page";
import { articleQuery } from "../../features/news/article-query";

/** Article ids are positive integers; anything else is no article, without asking the server. */
const articleId = (param: string) => (/^[1-9]\d{0,15}$/.test(param) ? Number(param) : null);

export const Route = createFileRoute("/news/$id")({
  // The page needs the article: the route waits for it (a spinner meanwhile, at once as before).
  loader: async ({ context, params }) => {
    const id = articleId(params.id);
    if (id !== null) await context.queryClient.ensureQueryData(articleQuery(id));
  },
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: ArticlePending,
  errorComponent: ArticleProblem,
  component: function ArticleRoute() {
    const id = articleId(Route.useParams().id);
    return id === null ? <ArticleNotFound /> : <ArticlePage id={id} />;
  },
});
