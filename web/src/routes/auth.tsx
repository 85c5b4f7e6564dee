import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { AuthPage } from "../features/auth/auth-page";

export const authSearchSchema = z.object({ tab: z.enum(["signin", "register"]).optional().catch(undefined) });

export const Route = createFileRoute("/auth")({
  validateSearch: authSearchSchema,
  component: function AuthRoute() {
    return <AuthPage tab={Route.useSearch().tab ?? "signin"} />;
  },
});
