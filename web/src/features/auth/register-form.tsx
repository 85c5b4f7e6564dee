import { useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { PASSWORD_HINT, USERNAME_HINT, registerSchema } from "../../../../schema/users";
import { Button } from "../../components/button";
import { Field, TextInput } from "../../components/form";
import { messageOf } from "../../lib/api";
import { fieldErrors } from "../../lib/field-errors";
import { notifyError, notifySuccess } from "../../lib/toast";
import { useRegister } from "./queries";
import { sessionIntent } from "./session-watcher";
import { AvailabilityMessage, useUsernameAvailability } from "./use-username-availability";

export function RegisterForm() {
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const availability = useUsernameAvailability(username);
  const register = useRegister();
  const navigate = useNavigate();
  // The server's own shape (schema/users.ts); a field says its problem once something is typed in it.
  const errors = fieldErrors(registerSchema.safeParse({ username, password, email }).error?.issues);
  const emailError = email !== "" ? errors.email : undefined;
  const passwordError = password !== "" ? errors.password : undefined;
  const canSubmit = availability === "available" && !errors.password && !errors.email && !register.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    sessionIntent.current = "login";
    register.mutate(
      { username, password, email: email || undefined },
      {
        onSuccess: (user) => {
          notifySuccess("Account created!", `Signed in as @${user.username}`);
          void navigate({ to: "/" });
        },
        onError: (error) => {
          sessionIntent.current = null;
          notifyError("Registration failed", messageOf(error, "Username may already be taken"));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Create Account">
      <Field label="Username" htmlFor="register-username" hint={USERNAME_HINT}>
        <TextInput
          id="register-username"
          value={username}
          onChange={(e) => setUsername(e.target.value.toLowerCase())}
          autoComplete="username"
          autoCapitalize="none"
          maxLength={20}
          placeholder="Choose a username"
        />
      </Field>
      <AvailabilityMessage availability={availability} />
      <Field label="Email (optional)" htmlFor="register-email" error={emailError}>
        <TextInput
          id="register-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          placeholder="you@example.com"
        />
      </Field>
      <Field label="Password" htmlFor="register-password" hint={PASSWORD_HINT} error={passwordError}>
        <TextInput
          id="register-password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
          placeholder="Create a password"
        />
      </Field>
      <Button type="submit" className="w-full" disabled={!canSubmit}>
        {register.isPending ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
