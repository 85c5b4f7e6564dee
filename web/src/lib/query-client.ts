import { MutationCache, QueryClient } from "@tanstack/react-query";
import { isUnauthorized } from "./api";
import { notify } from "./toast";

const USER_KEY = ["/api/user"];

/** product.md § Refresh intervals: fresh 10 min, dropped after 30 min, no automatic retry or refetch unless a query says so. */
export const createQueryClient = () => {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // product.md § Session in the browser: any 401 means the session is gone, whatever the call was.
      onError: (error) => {
        if (!isUnauthorized(error)) return;
        notify({ title: "Session Expired", description: "Please sign in again to continue.", variant: "error" });
        queryClient.setQueryData(USER_KEY, null);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 10 * 60 * 1000,
        gcTime: 30 * 60 * 1000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
};

/** A mutation's own error toast; a 401 was already reported as an expired session. */
export function reportError(error: unknown, title: string, description?: string) {
  if (isUnauthorized(error)) return;
  notify({ title, description, variant: "error" });
}
