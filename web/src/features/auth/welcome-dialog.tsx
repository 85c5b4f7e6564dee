import { ECOSYSTEMS } from "../../../../domain/ecosystems";
import { Button } from "../../components/button";
import { Dialog } from "../../components/dialog";
import type { User } from "./queries";
import { markWelcomeSeen } from "./session-info";

const highlights = [
  ["Track positions", "Spot holdings and leveraged longs and shorts with live P&L."],
  ["Watch markets", `The top 1000 coins, ${ECOSYSTEMS.length} ecosystems and Internet Computer tokens.`],
  ["Join the community", "Live chat, news written by traders, and low-cost ads paid in crypto."],
] as const;

/** Closing it any other way hides it for now; only Get Started records the per-user flag (product.md § Welcome and profile dialogs). */
export function WelcomeDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const getStarted = () => {
    markWelcomeSeen(user.id);
    onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Welcome to Coinfolio, @${user.username}!`}
      description="Here is what you can do."
    >
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
