import { createFileRoute } from "@tanstack/react-router";
import { NewsPage } from "../../features/news/news-page";

/**
 * ?tab=mine opens My Articles; anything else is Published News. A plain function, not zod: validateSearch
 * stays in the entry chunk (it is not code-split), and zod there would add ~20 KB gzip to every first load.
 */
const newsSearchSchema = (search: Record<string, unknown>): { tab?: "published" | "mine" } =>
  search.tab === "published" || search.tab === "mine" ? { tab: search.tab } : {};

export const Route = createFileRoute("/news/")({
  validateSearch: newsSearchSchema,
  component: function NewsRoute() {
    const navigate = Route.useNavigate();
    return (
      <NewsPage
        tab={Route.useSearch().tab ?? "published"}
        onTabChange={(tab) => void navigate({ search: { tab: tab === "mine" ? "mine" : undefined }, replace: true })}
      />
    );
  },
});
