import Decimal from "decimal.js";
import type { ReactNode } from "react";
import { formatPercent, formatUsdPrice } from "../../../../domain/format";

/** Green for gains, red for losses, grey for nothing. */
export const trendClass = (value: string) => {
  const d = new Decimal(value);
  return d.gt(0) ? "text-emerald-400" : d.lt(0) ? "text-rose-400" : "text-slate-300";
};

/** A money change with its sign: "+$5.00", "-$5.00", "$0.00". */
export const formatSignedUsd = (value: string) => (new Decimal(value).gt(0) ? "+" : "") + formatUsdPrice(value);

export function Change({ amount, percent, className = "" }: { amount?: string; percent: string; className?: string }) {
  const trend = trendClass(amount ?? percent);
  return (
    <span className={`tabular-nums ${trend} ${className}`}>
      {amount !== undefined ? <span className="block">{formatSignedUsd(amount)}</span> : null}
      <span className={amount !== undefined ? "block text-xs" : ""}>{formatPercent(percent)}</span>
    </span>
  );
}

/** A coin's 24 h change in percent (issue 17: the small figure under a position's price). */
export function DayChange({ percent }: { percent: number | null }) {
  const tone = percent === null ? "text-slate-400" : trendClass(percent.toFixed(2));
  return (
    <span className={`text-xs tabular-nums ${tone}`}>
      {formatPercent(percent)} <span className="text-slate-400">24h</span>
    </span>
  );
}

export function Badge({
  tone,
  children,
}: {
  tone: "long" | "short" | "danger" | "warning" | "muted" | "success";
  children: ReactNode;
}) {
  const tones = {
    long: "bg-emerald-500/15 text-emerald-300 ring-emerald-500/30",
    success: "bg-emerald-500/15 text-emerald-300 ring-emerald-500/30",
    short: "bg-rose-500/15 text-rose-300 ring-rose-500/30",
    danger: "bg-rose-600 text-rose-50 ring-rose-500",
    warning: "bg-amber-500/15 text-amber-300 ring-amber-500/40",
    muted: "bg-slate-700/50 text-slate-300 ring-slate-600",
  } as const;
  return (
    <span
      className={`inline-flex items-center rounded-md px-1.5 py-0.5 text-[11px] font-semibold tracking-wide ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

export function CoinName({ name, symbol }: { name: string; symbol: string }) {
  return (
    <span className="min-w-0">
      <span className="block truncate font-medium text-white">{name}</span>
      <span className="block text-xs uppercase text-slate-400">{symbol}</span>
    </span>
  );
}

export function IconButton({
  label,
  onClick,
  disabled,
  tone = "default",
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex size-11 items-center justify-center rounded-md text-slate-400 md:size-8 transition-colors disabled:cursor-not-allowed disabled:opacity-30 ${
        tone === "danger" ? "hover:bg-rose-500/15 hover:text-rose-300" : "hover:bg-slate-800 hover:text-white"
      }`}
    >
      {children}
    </button>
  );
}
