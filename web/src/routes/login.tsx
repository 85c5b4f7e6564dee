import { createFileRoute } from "@tanstack/react-router";
import { AuthPage } from "../features/auth/auth-page";
import { authSearchSchema } from "./auth";

export const Route = createFileRoute("/login")({
  validateSearch: authSearchSchema,
  component: function LoginRoute() {
    return <AuthPage tab={Route.useSearch().tab ?? "signin"} />;
  },
});
