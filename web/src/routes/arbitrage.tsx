import { createFileRoute } from "@tanstack/react-router";
import { Card, Page, PageHeader } from "../components/page";

const upcoming = [
  ["Real-time opportunity tracking", "Price gaps for the same token across decentralised exchanges, as they open."],
  ["Automated alerts", "A message the moment a spread crosses the threshold you set."],
  ["Profit analysis", "Estimated profit after fees and slippage before you trade."],
] as const;

export const Route = createFileRoute("/arbitrage")({
  component: function ArbitrageRoute() {
    return (
      <Page>
        <PageHeader title="DEX Arbitrage" subtitle="Advanced arbitrage tools coming soon" />
        <Card className="p-8">
          <span className="inline-flex rounded-full bg-amber-400/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-amber-300">
            Coming Soon
          </span>
          <h2 className="mt-4 text-xl font-semibold text-white">Arbitrage tools are on their way</h2>
          <p className="mt-2 max-w-2xl text-slate-400">
            We are building tools to spot and act on price differences between decentralised exchanges.
          </p>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {upcoming.map(([title, text]) => (
              <li key={title} className="rounded-xl border border-slate-800 bg-slate-950/60 p-4">
                <p className="font-semibold text-white">{title}</p>
                <p className="mt-1 text-sm text-slate-400">{text}</p>
              </li>
            ))}
          </ul>
        </Card>
      </Page>
    );
  },
});
