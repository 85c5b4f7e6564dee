import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { notify } from "../../lib/toast";
import { USER_KEY, useAuth, type AuthStatus } from "./queries";
import { SESSION_INFO_KEY, clearSessionInfo, writeSessionInfo } from "./session-info";

const SESSION_POLL_MS = 60 * 1000;

/** Set by explicit sign-in/out in this tab so their own toasts are not doubled by the transition ones. */
export const sessionIntent = { current: null as null | "login" | "logout" };

/**
 * product.md § Session in the browser: the session is rechecked every 60 s, on window focus and when another tab changes the
 * stored session info; transitions show the welcome, signed-out or session-expired toasts.
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  const { user, status } = useAuth();
  // The last settled status: a refetch passing through "loading" is not a transition.
  const previous = useRef<AuthStatus | null>(null);

  useEffect(() => {
    if (status === "loading") return;
    const before = previous.current;
    previous.current = status;
    writeSessionInfo(user?.id ?? null);
    const intent = sessionIntent.current;
    sessionIntent.current = null;
    if (before === "unauthenticated" && status === "authenticated" && intent !== "login") {
      notify({
        title: "Welcome to Coinfolio",
        description: `Signed in as @${user?.username}`,
        variant: "success",
        duration: 4000,
      });
    }
    if (before === "authenticated" && status === "unauthenticated") {
      if (intent !== "logout") {
        clearSessionInfo();
        notify({ title: "Session expired", description: "Please sign in again to continue", variant: "error" });
      }
    }
  }, [status, user]);

  useEffect(() => {
    const recheck = () => void queryClient.refetchQueries({ queryKey: USER_KEY, exact: true });
    const interval = window.setInterval(recheck, SESSION_POLL_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_INFO_KEY || event.key === null) recheck();
    };
    window.addEventListener("focus", recheck);
    window.addEventListener("storage", onStorage);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener("focus", recheck);
      window.removeEventListener("storage", onStorage);
    };
  }, [queryClient]);

  return null;
}
