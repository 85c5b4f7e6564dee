import { createFileRoute } from "@tanstack/react-router";
import { AuthPage, type AuthTab } from "../features/auth/auth-page";

/** ?tab=register opens the Create Account tab; anything else is the Sign In tab. */
export const authSearchSchema = (search: Record<string, unknown>): { tab?: AuthTab } =>
  search.tab === "register" || search.tab === "signin" ? { tab: search.tab } : {};

export const Route = createFileRoute("/auth")({
  validateSearch: authSearchSchema,
  component: function AuthRoute() {
    return <AuthPage tab={Route.useSearch().tab ?? "signin"} />;
  },
});
