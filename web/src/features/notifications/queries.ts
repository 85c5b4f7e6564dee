import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationList, NotificationSettings } from "../../../../schema/account-constants";
import { apiRequest } from "../../lib/api";

export const NOTIFICATIONS_KEY = ["/api/notifications"] as const;
export const SETTINGS_KEY = ["/api/notifications/settings"] as const;
export const PUSH_KEY = ["/api/notifications/push"] as const;

/** The bell polls once a minute (the cron's cadence), and again whenever the window regains focus. */
export const notificationsQuery = queryOptions<NotificationList | null>({
  queryKey: NOTIFICATIONS_KEY,
  staleTime: 30_000,
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});
export const notificationSettingsQuery = queryOptions<NotificationSettings | null>({ queryKey: SETTINGS_KEY });
export type PushState = { publicKey: string | null; subscriptions: Array<{ endpoint: string; userAgent: string | null; createdAt: number }> };
export const pushStateQuery = queryOptions<PushState | null>({ queryKey: PUSH_KEY, staleTime: 0 });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[] } | { all: true }) => apiRequest("POST", "/api/notifications/read", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<NotificationSettings>) => apiRequest<NotificationSettings>("PUT", "/api/notifications/settings", patch),
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
