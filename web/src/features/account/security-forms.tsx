import { useState, type FormEvent } from "react";
import { changeEmailInput, changePasswordInput } from "../../../../schema/account";
import { PASSWORD_HINT } from "../../../../schema/user-texts";
import { Button } from "../../components/button";
import { Field, TextInput } from "../../components/form";
import { Card } from "../../components/page";
import { messageOf } from "../../lib/api";
import { fieldErrors } from "../../lib/field-errors";
import { notifyError, notifySuccess } from "../../lib/toast";
import type { User } from "../auth/queries";
import { useChangeEmail, useChangePassword } from "./queries";

export function SectionTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mb-4">
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      {subtitle ? <p className="mt-0.5 text-sm text-slate-400">{subtitle}</p> : null}
    </div>
  );
}

export function PasswordCard() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<{ field: "current" | "next" | "confirm"; message: string } | null>(null);
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own shape (schema/account.ts); then the confirmation, which only the form has.
    const parsed = changePasswordInput.safeParse({ currentPassword: current, newPassword: next });
    const problems = fieldErrors(parsed.error?.issues);
    if (problems.currentPassword) return setError({ field: "current", message: problems.currentPassword });
    if (problems.newPassword) return setError({ field: "next", message: problems.newPassword });
    if (!parsed.success) return;
    if (next !== confirm) return setError({ field: "confirm", message: "The passwords do not match" });
    setError(null);
    change.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess("Password changed", "Your other sessions were signed out.");
        setCurrent("");
        setNext("");
        setConfirm("");
      },
      onError: (e) => {
        const message = messageOf(e, "Failed to change password");
        setError({ field: /current/i.test(message) ? "current" : "next", message });
        notifyError("Password not changed", message);
      },
    });
  };
  const errorOf = (field: "current" | "next" | "confirm") => (error?.field === field ? error.message : undefined);

  return (
    <Card>
      <SectionTitle title="Password" subtitle="Changing it signs you out everywhere else." />
      <form onSubmit={submit} noValidate className="space-y-3" aria-label="Change password">
        <Field label="Current password" htmlFor="current-password" error={errorOf("current")}>
          <TextInput
            id="current-password"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </Field>
        <Field label="New password" htmlFor="new-password" hint={PASSWORD_HINT} error={errorOf("next")}>
          <TextInput
            id="new-password"
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        </Field>
        <Field label="Confirm new password" htmlFor="confirm-password" error={errorOf("confirm")}>
          <TextInput
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={!current || !next || !confirm || change.isPending}>
          {change.isPending ? "Changing..." : "Change Password"}
        </Button>
      </form>
    </Card>
  );
}

export function EmailCard({ user }: { user: User }) {
  const [email, setEmail] = useState(user.email ?? "");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; currentPassword?: string }>({});
  const change = useChangeEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own shape (schema/account.ts): a valid address, lower-cased, and the current password.
    const parsed = changeEmailInput.safeParse({ email: email.trim(), currentPassword: password });
    setErrors(fieldErrors(parsed.error?.issues));
    if (!parsed.success) return;
    change.mutate(parsed.data, {
      onSuccess: (updated) => {
        notifySuccess("Email updated", updated.email ?? undefined);
        setPassword("");
      },
      onError: (e) => {
        const message = messageOf(e, "Failed to update email");
        setErrors(/current/i.test(message) ? { currentPassword: message } : { email: message });
        notifyError("Email not changed", message);
      },
    });
  };

  return (
    <Card>
      <SectionTitle title="Profile" subtitle={`Signed in as @${user.username}`} />
      <form onSubmit={submit} noValidate className="space-y-3" aria-label="Change email">
        <Field label="Email" htmlFor="account-email" error={errors.email}>
          <TextInput
            id="account-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field
          label="Current password"
          htmlFor="email-password"
          hint="Needed to change your email"
          error={errors.currentPassword}
        >
          <TextInput
            id="email-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={!email.trim() || !password || email.trim() === user.email || change.isPending}>
          {change.isPending ? "Saving..." : "Update Email"}
        </Button>
      </form>
    </Card>
  );
}
