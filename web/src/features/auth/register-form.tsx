import { useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { PASSWORD_HINT, USERNAME_HINT } from "../../../../schema/user-texts";
import { Button } from "../../components/button";
import { Field, TextInput } from "../../components/form";
import { messageOf } from "../../lib/api";
import { notifyError, notifySuccess } from "../../lib/toast";
import { useRegister } from "./queries";
import { sessionIntent } from "./session-watcher";
import { AvailabilityMessage, useUsernameAvailability } from "./use-username-availability";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function RegisterForm() {
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const availability = useUsernameAvailability(username);
  const register = useRegister();
  const navigate = useNavigate();
  const emailInvalid = email !== "" && !EMAIL_PATTERN.test(email);
  const passwordShort = password !== "" && password.length < 6;
  const canSubmit =
    availability === "available" && password.length >= 6 && !emailInvalid && !register.isPending;

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
      <Field label="Email (optional)" htmlFor="register-email" error={emailInvalid ? "Please enter a valid email address" : undefined}>
        <TextInput
          id="register-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          placeholder="you@example.com"
        />
      </Field>
      <Field
        label="Password"
        htmlFor="register-password"
        hint={PASSWORD_HINT}
        error={passwordShort ? PASSWORD_HINT : undefined}
      >
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
