import { useCallback, useSyncExternalStore } from "react";

/** product.md § Serving ads: a visitor can close an ad for the session; the ids of closed ads live in sessionStorage. */
const KEY = "coinfolio.closedAds";
const listeners = new Set<() => void>();
/** Closed ads when sessionStorage refuses writes (private modes): closed until the page reloads. */
const memory = new Set<string>();

function read(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? "[]";
  } catch {
    return "[]";
  }
}

function closedIds(snapshot: string): string[] {
  try {
    const ids: unknown = JSON.parse(snapshot);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function closeAd(id: string) {
  const ids = closedIds(read());
  if (ids.includes(id)) return;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify([...ids, id]));
  } catch {
    memory.add(id);
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether an ad was closed in this session; re-renders when one is closed. */
export function useClosedAds(): (id: string) => boolean {
  const snapshot = useSyncExternalStore(subscribe, read, () => "[]");
  return useCallback((id: string) => memory.has(id) || closedIds(snapshot).includes(id), [snapshot]);
}
