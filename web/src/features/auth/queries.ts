import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "../../../../schema/users";
import { api, isUnauthorized, nullIfSignedOut } from "../../lib/api";
import { clearSessionInfo, writeSessionInfo } from "./session-info";

export type User = PublicUser;

export const USER_KEY = ["/api/user"] as const;

/** product.md § Refresh intervals: retried up to 2 times except on 401; stale 5 min, kept 30 min. */
export const userQueryOptions = queryOptions({
  queryKey: USER_KEY,
  queryFn: ({ signal }) => nullIfSignedOut(api.get("/api/user", {}, { signal })),
  retry: (failures, error) => !isUnauthorized(error) && failures < 2,
  staleTime: 5 * 60 * 1000,
  gcTime: 30 * 60 * 1000,
});

export type AuthStatus = "loading" | "authenticated" | "unauthenticated";

export function useAuth() {
  const query = useQuery(userQueryOptions);
  const user = query.data ?? null;
  const status: AuthStatus = query.isPending ? "loading" : user ? "authenticated" : "unauthenticated";
  return { user, status, isAdmin: Boolean(user?.isAdmin), refetch: query.refetch };
}

type Credentials = { username: string; password: string };

function useSignIn(path: "/api/login" | "/api/register") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Credentials & { email?: string }) => api.post(path, { json: body }),
    onSuccess: (user) => {
      writeSessionInfo(user.id);
      queryClient.setQueryData(USER_KEY, user);
    },
  });
}

export const useLogin = () => useSignIn("/api/login");
export const useRegister = () => useSignIn("/api/register");

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/logout"),
    onSuccess: () => {
      clearSessionInfo();
      queryClient.removeQueries();
      queryClient.setQueryData(USER_KEY, null);
    },
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { username: string; firstName: string; lastName: string }) =>
      api.put("/api/profile", { json: { ...body, username: body.username.toLowerCase() } }),
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}
