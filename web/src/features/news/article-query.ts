import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

// Apart from the other news queries: the article route's loader is in the first-load chunk, and queries.ts brings
// schema/news.ts, and zod with it.

/** Every news key starts with this, so a write invalidates lists, featured and open articles at once. */
export const NEWS_KEY = ["/api/news"] as const;

export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: [...NEWS_KEY, id] as const,
    queryFn: ({ signal }) => api.get("/api/news/:id", { param: { id: String(id) } }, { signal }),
  });
