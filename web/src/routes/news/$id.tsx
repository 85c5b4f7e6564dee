import { createFileRoute } from "@tanstack/react-router";
import { ArticlePage } from "../../features/news/article-page";

export const Route = createFileRoute("/news/$id")({
  component: function ArticleRoute() {
    const { id } = Route.useParams();
    return <ArticlePage id={/^[1-9]\d{0,15}$/.test(id) ? Number(id) : null} />;
  },
});
