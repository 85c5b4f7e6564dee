import { createFileRoute } from "@tanstack/react-router";
import { AccountPage } from "../features/account/account-page";
import { RequireUser } from "../features/auth/require-user";

export const Route = createFileRoute("/account")({
  component: () => <RequireUser>{(user) => <AccountPage user={user} />}</RequireUser>,
});
