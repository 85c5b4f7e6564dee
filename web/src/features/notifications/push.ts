import { type ApiJson, api } from "../../lib/api";
import { whenIdle } from "../../lib/when-idle";

/** This browser's side of Web Push (issue 18): permission, the PushManager subscription, and telling the server. */
export const pushSupported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

/**
 * Registers the service worker (web/public/sw.js: it shows push messages and caches nothing) for a signed-in
 * user, once the browser is idle. Visitors never get one: it has nothing to do for them, and starting it
 * during a phone's first load of the market competed with the page for the CPU.
 */
export function registerServiceWorkerWhenIdle() {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  whenIdle(register, 5000);
}

async function registration() {
  return (await navigator.serviceWorker.getRegistration("/")) ?? navigator.serviceWorker.register("/sw.js");
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await registration()).pushManager.getSubscription();
}

export type EnableResult = "enabled" | "denied";

export async function enablePush(publicKey: string): Promise<EnableResult> {
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  const reg = await registration();
  await navigator.serviceWorker.ready;
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) }));
  // A push subscription's JSON always has its endpoint and keys; the DOM type leaves them optional.
  await api.post("/api/notifications/push", {
    json: subscription.toJSON() as ApiJson<"post", "/api/notifications/push">,
  });
  return "enabled";
}

export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api
    .post("/api/notifications/push/unsubscribe", { json: { endpoint: subscription.endpoint } })
    .catch(() => undefined);
  await subscription.unsubscribe();
}
