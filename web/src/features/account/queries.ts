import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccountSession } from "../../../../schema/account-constants";
import { apiRequest } from "../../lib/api";
import { clearSessionInfo } from "../auth/session-info";
import { USER_KEY, type User } from "../auth/queries";

export const SESSIONS_KEY = ["/api/account/sessions"] as const;
export const sessionsQuery = queryOptions<AccountSession[] | null>({ queryKey: SESSIONS_KEY, staleTime: 0 });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => apiRequest("POST", "/api/account/password", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; currentPassword: string }) => apiRequest<User>("PUT", "/api/account/email", body),
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/account/sessions/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) => apiRequest("POST", "/api/account/delete", { currentPassword }),
    onSuccess: () => {
      clearSessionInfo();
      queryClient.removeQueries();
      queryClient.setQueryData(USER_KEY, null);
    },
  });
}
