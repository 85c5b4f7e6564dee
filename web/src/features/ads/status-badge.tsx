import type { AdStatus } from "../../../../schema/ad-constants";
import { STATUS_NAMES } from "./ad-texts";

const tones: Record<AdStatus, string> = {
  pending: "border-amber-500/40 bg-amber-500/10 text-amber-300",
  confirmed: "border-sky-500/40 bg-sky-500/10 text-sky-300",
  paid: "border-indigo-500/40 bg-indigo-500/10 text-indigo-300",
  active: "border-emerald-500/40 bg-emerald-500/10 text-emerald-300",
  rejected: "border-rose-500/40 bg-rose-500/10 text-rose-300",
  expired: "border-slate-600 bg-slate-800 text-slate-300",
};

export function StatusBadge({ status }: { status: AdStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium ${tones[status]}`}>
      {STATUS_NAMES[status]}
    </span>
  );
}
