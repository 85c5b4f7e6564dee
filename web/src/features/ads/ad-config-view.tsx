import type { ReactNode } from "react";
import type { AdOrder } from "./order-queries";
import { PLACEMENT_NAMES } from "./ad-texts";

type Row = [label: string, value: ReactNode];

/** An order's ad configuration as readable data (product.md § Ad order page, § Ad Review Dashboard); every text as text. */
export function AdConfigView({ order }: { order: Pick<AdOrder, "adType" | "adConfig"> }) {
  const config = order.adConfig as Record<string, unknown>;
  const text = (key: string) => (typeof config[key] === "string" ? (config[key] as string) : null);
  const rows: Row[] = [];
  const add = (label: string, value: ReactNode) => {
    if (value !== null && value !== undefined && value !== "") rows.push([label, value]);
  };
  add("Title", text("title"));
  add("Description", text("description"));
  if (text("name")) add("Token", `${text("name")} (${(text("symbol") ?? "").toUpperCase()})`);
  add("Coin id", text("coinId"));
  const color = text("highlightColor");
  if (color) {
    add(
      "Highlight colour",
      <span className="inline-flex items-center gap-2">
        <span aria-hidden className="size-4 rounded border border-slate-600" style={{ backgroundColor: color }} />
        {color}
      </span>,
    );
  }
  if (Array.isArray(config.messages)) {
    add(
      "Messages",
      <ul className="list-inside list-disc space-y-0.5">
        {(config.messages as string[]).map((message, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the messages in their order, which never changes; two may read the same
          <li key={i}>{message}</li>
        ))}
      </ul>,
    );
  }
  add("Button text", text("ctaText"));
  add("Link", text("ctaUrl") ? <span className="break-all">{text("ctaUrl")}</span> : null);
  const placement = text("placement");
  add("Placement", placement ? (PLACEMENT_NAMES[placement] ?? placement) : null);

  return (
    <dl className="divide-y divide-slate-800 rounded-xl border border-slate-800 bg-slate-950/40">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-3 py-2 text-sm sm:grid-cols-[9rem_1fr] sm:gap-3">
          <dt className="text-slate-400">{label}</dt>
          <dd className="min-w-0 text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
