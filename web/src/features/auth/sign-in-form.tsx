import { useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { Button } from "../../components/button";
import { Field, TextInput } from "../../components/form";
import { loginSchema } from "../../../../schema/users";
import { messageOf } from "../../lib/api";
import { notify, notifyError } from "../../lib/toast";
import { useLogin } from "./queries";
import { sessionIntent } from "./session-watcher";

export function SignInForm() {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const login = useLogin();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username || !password) return;
    // The server's own shape (schema/users.ts): the username trimmed and lower-cased, both within their lengths.
    const parsed = loginSchema.safeParse({ username, password });
    if (!parsed.success) {
      notifyError("Login failed", parsed.error.issues[0]?.message ?? "Invalid username or password");
      return;
    }
    sessionIntent.current = "login";
    login.mutate(parsed.data, {
      onSuccess: (user) => {
        notify({ title: "Welcome back!", description: `Signed in as @${user.username}`, variant: "success" });
        void navigate({ to: "/" });
      },
      onError: (error) => {
        sessionIntent.current = null;
        notifyError("Login failed", messageOf(error, "Invalid username or password"));
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Sign In">
      <Field label="Username" htmlFor="signin-username">
        <TextInput
          id="signin-username"
          value={username}
          onChange={(e) => setUsername(e.target.value.toLowerCase())}
          autoComplete="username"
          autoCapitalize="none"
          placeholder="Enter your username"
        />
      </Field>
      <Field label="Password" htmlFor="signin-password">
        <TextInput
          id="signin-password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          placeholder="Enter your password"
        />
      </Field>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
