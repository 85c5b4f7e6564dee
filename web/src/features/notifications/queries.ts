import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettings } from "../../../../schema/account-constants";
import { type ApiAnswer, api, nullIfSignedOut } from "../../lib/api";

export const NOTIFICATIONS_KEY = ["/api/notifications"] as const;
export const SETTINGS_KEY = ["/api/notifications/settings"] as const;
export const PUSH_KEY = ["/api/notifications/push"] as const;

/** The bell polls once a minute (the cron's cadence), and again whenever the window regains focus. */
export const notificationsQuery = queryOptions({
  queryKey: NOTIFICATIONS_KEY,
  queryFn: ({ signal }) => nullIfSignedOut(api.get("/api/notifications", {}, { signal })),
  staleTime: 30_000,
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});
export const notificationSettingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: ({ signal }) => nullIfSignedOut(api.get("/api/notifications/settings", {}, { signal })),
});
export type PushState = ApiAnswer<"get", "/api/notifications/push">;
export const pushStateQuery = queryOptions({
  queryKey: PUSH_KEY,
  queryFn: ({ signal }) => nullIfSignedOut(api.get("/api/notifications/push", {}, { signal })),
  staleTime: 0,
});

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[] } | { all: true }) => api.post("/api/notifications/read", { json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<NotificationSettings>) => api.put("/api/notifications/settings", { json: patch }),
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
