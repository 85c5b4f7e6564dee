import { useState, type FormEvent } from "react";
import { USERNAME_HINT } from "../../../../schema/user-texts";
import { Button } from "../../components/button";
import { Dialog } from "../../components/dialog";
import { Field, TextInput } from "../../components/form";
import { messageOf } from "../../lib/api";
import { reportError } from "../../lib/query-client";
import { notifySuccess } from "../../lib/toast";
import { useUpdateProfile, type User } from "./queries";
import { AvailabilityMessage, useUsernameAvailability } from "./use-username-availability";

/** product.md § Welcome and profile dialogs: opens by itself for a signed-in user without a username and cannot be dismissed. */
export function ProfileSetupForm({ user }: { user: User }) {
  const [username, setUsername] = useState("");
  const [firstName, setFirstName] = useState(user.firstName ?? "");
  const [lastName, setLastName] = useState(user.lastName ?? "");
  const availability = useUsernameAvailability(username);
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username || availability !== "available") return;
    update.mutate(
      { username, firstName, lastName },
      {
        onSuccess: () => notifySuccess("Profile updated! Your account setup is complete."),
        onError: (error) => reportError(error, "Setup failed", messageOf(error, "Failed to update profile")),
      },
    );
  };

  return (
    <Dialog open title="Complete your profile" description="Choose a username to finish setting up your account.">
      <form onSubmit={submit} className="space-y-4">
        <Field label="Username" htmlFor="setup-username" hint={USERNAME_HINT}>
          <TextInput
            id="setup-username"
            value={username}
            onChange={(e) => setUsername(e.target.value.toLowerCase())}
            autoComplete="username"
            required
            maxLength={20}
          />
        </Field>
        <AvailabilityMessage availability={availability} />
        <div className="grid grid-cols-2 gap-3">
          <Field label="First name" htmlFor="setup-first">
            <TextInput
              id="setup-first"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              maxLength={50}
            />
          </Field>
          <Field label="Last name" htmlFor="setup-last">
            <TextInput id="setup-last" value={lastName} onChange={(e) => setLastName(e.target.value)} maxLength={50} />
          </Field>
        </div>
        <Button
          type="submit"
          className="w-full"
          disabled={!username || availability !== "available" || update.isPending}
        >
          {update.isPending ? "Saving..." : "Complete Setup"}
        </Button>
      </form>
    </Dialog>
  );
}
