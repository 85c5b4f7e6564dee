import { notifyError, notifySuccess } from "../../lib/toast";
import { shortCanisterId } from "./token-list";

async function copyCanisterId(id: string) {
  if (!id.trim()) {
    notifyError("Nothing to copy");
    return;
  }
  try {
    await navigator.clipboard.writeText(id);
    notifySuccess("Copied", id);
  } catch {
    notifyError("Copy failed", "The browser did not allow access to the clipboard.");
  }
}

/** The canister id, shortened, with a button copying it whole. */
export function ContractInfo({ canisterId, symbol }: { canisterId: string; symbol: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <code className="whitespace-nowrap font-mono text-xs text-slate-300" title={canisterId}>
        {canisterId ? shortCanisterId(canisterId) : "N/A"}
      </code>
      <button
        type="button"
        onClick={() => void copyCanisterId(canisterId)}
        aria-label={`Copy canister id of ${symbol}`}
        title="Copy canister id"
        className="rounded p-1 text-slate-400 transition-colors hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-emerald-400"
      >
        <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path d="M5 15V6a2 2 0 0 1 2-2h9" strokeLinecap="round" />
        </svg>
      </button>
    </span>
  );
}
