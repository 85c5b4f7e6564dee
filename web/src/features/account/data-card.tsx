import { useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { Button, buttonClass } from "../../components/button";
import { Field, TextInput } from "../../components/form";
import { Card } from "../../components/page";
import { messageOf } from "../../lib/api";
import { notify, notifyError } from "../../lib/toast";
import { useDeleteAccount } from "./queries";
import { SectionTitle } from "./security-forms";

export function DataCard() {
  return (
    <Card>
      <SectionTitle title="Your data" subtitle="Everything your account holds, as one JSON file." />
      <a href="/api/account/export" download className={buttonClass("secondary")} data-testid="export-link">
        Download my data
      </a>
    </Card>
  );
}

export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(password, {
      onSuccess: () => {
        notify({ title: "Account deleted", description: "Your account and its data are gone.", duration: 5000 });
        void navigate({ to: "/" });
      },
      onError: (e) => {
        const message = messageOf(e, "Failed to delete account");
        setError(message);
        notifyError("Account not deleted", message);
      },
    });
  };

  return (
    <Card className="border-rose-500/40">
      <SectionTitle
        title="Delete account"
        subtitle="Deletes your positions, alerts, watchlist, articles, chat messages, ad orders and notifications. This cannot be undone."
      />
      {open ? (
        <form onSubmit={submit} noValidate className="space-y-3" aria-label="Delete account">
          <Field label="Confirm with your password" htmlFor="delete-password" error={error}>
            <TextInput
              id="delete-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" disabled={!password || remove.isPending}>
              {remove.isPending ? "Deleting..." : "Delete my account"}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setOpen(false);
                setPassword("");
                setError(undefined);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete account...
        </Button>
      )}
    </Card>
  );
}
