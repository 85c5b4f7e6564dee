import type { ReactNode } from "react";
import { ROLL_UP_EVERY_MINUTES, VISITS_PER_IP_PER_MINUTE, VISIT_RETENTION_DAYS } from "../../../../domain/visits";
import { Card } from "../../components/page";

function Command({ children }: { children: ReactNode }) {
  return (
    <code
      tabIndex={0}
      className="block overflow-x-auto focus-visible:outline-2 focus-visible:outline-emerald-400 whitespace-pre rounded-lg border border-slate-800 bg-slate-950 px-3 py-2 font-mono text-xs text-emerald-300 sm:text-sm"
    >
      {children}
    </code>
  );
}

const explanations: Array<[string, string]> = [
  ["Total Users", "Every registered account."],
  ["New Users (7d) and (30d)", "Accounts created in the last 7 or 30 days, counted back from now."],
  [
    "Visits",
    `Page views in the app: the first page a browser opens and every page change after it. Declared crawlers (search and social bots, command-line clients) are not counted, and at most ${VISITS_PER_IP_PER_MINUTE} views a minute are kept per IP address.`,
  ],
  [
    "Unique visitors",
    "Per day, each signed-in user once and each guest once per IP address and browser. Someone who signs in during a visit counts as a guest and as a user.",
  ],
  [
    "Days and updates",
    `Days are UTC days. A scheduled job rolls past days up into daily totals every ${ROLL_UP_EVERY_MINUTES} minutes; today is counted live, so Refresh Data is always current.`,
  ],
  [
    "Retention",
    `Individual visits, with their IP address and browser, are deleted after ${VISIT_RETENTION_DAYS} days. The daily totals are kept.`,
  ],
];

/** product.md § Admin Dashboard: how another admin is made, and what the statistics mean. */
export function InstructionsCard() {
  return (
    <Card className="mt-6">
      <h2 className="text-lg font-semibold text-white">Admin Instructions</h2>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <section>
          <h3 className="font-medium text-white">Making another admin</h3>
          <p className="mt-2 text-sm text-slate-300">
            An admin is a user whose <code className="text-emerald-300">isAdmin</code> field is set to true on their
            record in the database (the <code className="text-emerald-300">is_admin</code> column of the users table).
            The person first creates an account; then, from a shell in the project, the operator scripts set the field:
          </p>
          <div className="mt-3 space-y-2">
            <Command>npm run admin:grant -- &lt;username&gt;</Command>
            <Command>npm run admin:revoke -- &lt;username&gt;</Command>
          </div>
          <p className="mt-3 text-sm text-slate-400">
            They change the local database; add <code className="whitespace-nowrap text-emerald-300">--remote</code> for
            the deployed one. When no user has that username they say so and change nothing. The change applies from the
            user's next request; they may need to reload the page to see the admin links.
          </p>
        </section>
        <section>
          <h3 className="font-medium text-white">About these statistics</h3>
          <dl className="mt-2 space-y-3 text-sm">
            {explanations.map(([term, text]) => (
              <div key={term}>
                <dt className="font-medium text-slate-200">{term}</dt>
                <dd className="text-slate-400">{text}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </Card>
  );
}
