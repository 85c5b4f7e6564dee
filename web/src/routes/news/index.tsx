import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NewsPage } from "../../features/news/news-page";

const newsSearchSchema = z.object({ tab: z.enum(["published", "mine"]).optional().catch(undefined) });

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
