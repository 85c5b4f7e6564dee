import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, nullIfSignedOut } from "../../lib/api";
import { clearSessionInfo } from "../auth/session-info";
import { USER_KEY } from "../auth/queries";

export const SESSIONS_KEY = ["/api/account/sessions"] as const;
export const sessionsQuery = queryOptions({
  queryKey: SESSIONS_KEY,
  queryFn: ({ signal }) => nullIfSignedOut(api.get("/api/account/sessions", {}, { signal })),
  staleTime: 0,
});

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.post("/api/account/password", { json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; currentPassword: string }) => api.put("/api/account/email", { json: body }),
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/account/sessions/:sid", { param: { sid: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) => api.post("/api/account/delete", { json: { currentPassword } }),
    onSuccess: () => {
      clearSessionInfo();
      queryClient.removeQueries();
      queryClient.setQueryData(USER_KEY, null);
    },
  });
}
