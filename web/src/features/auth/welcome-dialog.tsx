import { useState } from "react";
import { Button } from "../../components/button";
import { Dialog } from "../../components/dialog";
import { useAuth } from "./queries";
import { hasSeenWelcome, markWelcomeSeen } from "./session-info";

const highlights = [
  ["Track positions", "Spot holdings and leveraged longs and shorts with live P&L."],
  ["Watch markets", "The top 1000 coins, 29 ecosystems and Internet Computer tokens."],
  ["Join the community", "Live chat, news written by traders, and low-cost ads paid in crypto."],
] as const;

/** SPEC §4: shown once per user until Get Started is pressed (a per-user flag in local storage). */
export function WelcomeDialog() {
  const { user } = useAuth();
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  if (!user?.username || dismissedFor === user.id || hasSeenWelcome(user.id)) return null;
  const getStarted = () => {
    markWelcomeSeen(user.id);
    setDismissedFor(user.id);
  };
  return (
    <Dialog open onClose={() => setDismissedFor(user.id)} title={`Welcome to Coinfolio, @${user.username}!`} description="Here is what you can do.">
      <ul className="space-y-3">
        {highlights.map(([title, text]) => (
          <li key={title} className="rounded-lg border border-slate-800 bg-slate-950/60 p-3">
            <p className="text-sm font-semibold text-white">{title}</p>
            <p className="text-sm text-slate-400">{text}</p>
          </li>
        ))}
      </ul>
      <Button className="mt-5 w-full" onClick={getStarted}>
        Get Started
      </Button>
    </Dialog>
  );
}
