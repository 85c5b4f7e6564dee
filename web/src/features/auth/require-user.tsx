import { Navigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Spinner } from "../../components/spinner";
import { useAuth, type User } from "./queries";

/** Signed-in pages: the spinner while the session is checked, /auth for visitors. */
export function RequireUser({
  children,
  loadingLabel = "Checking authentication...",
}: {
  children: (user: User) => ReactNode;
  loadingLabel?: string;
}) {
  const { user, status } = useAuth();
  if (status === "loading") return <Spinner label={loadingLabel} />;
  if (!user) return <Navigate to="/auth" />;
  return <>{children(user)}</>;
}
