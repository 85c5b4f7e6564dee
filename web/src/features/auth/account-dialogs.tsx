import { lazy, Suspense, useState } from "react";
import { useAuth } from "./queries";
import { hasSeenWelcome } from "./session-info";

// The dialogs pull in Headless UI; they load only when one of them is actually due.
const ProfileSetupForm = lazy(() => import("./profile-setup-dialog").then((m) => ({ default: m.ProfileSetupForm })));
const WelcomeDialog = lazy(() => import("./welcome-dialog").then((m) => ({ default: m.WelcomeDialog })));

/**
 * product.md § Welcome and profile dialogs: the profile-setup dialog opens by itself for a signed-in user without a username (and cannot be
 * dismissed); otherwise the welcome dialog shows once per user until Get Started is pressed.
 */
export function AccountDialogs() {
  const { user } = useAuth();
  const [closedFor, setClosedFor] = useState<number | null>(null);
  if (!user) return null;
  if (!user.username) {
    return (
      <Suspense fallback={null}>
        <ProfileSetupForm user={user} />
      </Suspense>
    );
  }
  if (closedFor === user.id || hasSeenWelcome(user.id)) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog user={user} onClose={() => setClosedFor(user.id)} />
    </Suspense>
  );
}
