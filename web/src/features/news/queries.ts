import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  NEWS_PAGE_SIZE,
  type Article,
  type CreateArticleInput,
  type UpdateArticleInput,
} from "../../../../schema/news";
import { api } from "../../lib/api";
import { NEWS_KEY } from "./article-query";

export type { Article };
export { NEWS_KEY };

/** The author's own list; a write invalidates it with everything under NEWS_KEY (article-query.ts). */
export const MY_NEWS_KEY = ["/api/my-news"] as const;

export const featuredNewsQuery = queryOptions({
  queryKey: [...NEWS_KEY, "featured"] as const,
  queryFn: ({ signal }) => api.get("/api/news/featured", {}, { signal }),
});

export { articleQuery } from "./article-query";

/**
 * Lists come in pages of 50 (product.md § Limits); a full page means there may be another. The pages are
 * fetched with ?page=&limit=, so the key only names the list.
 */
const pagedList = (path: (typeof NEWS_KEY)[0] | (typeof MY_NEWS_KEY)[0]) =>
  infiniteQueryOptions({
    queryKey: [path, "pages"] as const,
    queryFn: ({ pageParam }) => api.get(path, { query: { page: String(pageParam), limit: String(NEWS_PAGE_SIZE) } }),
    initialPageParam: 1,
    getNextPageParam: (last: Article[], _all: Article[][], page: number) =>
      last.length === NEWS_PAGE_SIZE ? page + 1 : undefined,
  });

export const publishedNewsQuery = pagedList(NEWS_KEY[0]);
export const myNewsQuery = pagedList(MY_NEWS_KEY[0]);

function useNewsMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: NEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_NEWS_KEY }),
      ]),
  });
}

/** The payload may carry authorId (product.md § News API); the server ignores it and uses the session's user. */
export const useCreateArticle = () =>
  useNewsMutation((input: CreateArticleInput & { authorId: number }) => api.post("/api/news", { json: input }));

export const useUpdateArticle = () =>
  useNewsMutation(({ id, ...patch }: UpdateArticleInput & { id: number }) =>
    api.patch("/api/news/:id", { param: { id: String(id) }, json: patch }),
  );

export const useDeleteArticle = () =>
  useNewsMutation((id: number) => api.delete("/api/news/:id", { param: { id: String(id) } }));
