import { Button } from "../../components/button";
import { Spinner } from "../../components/spinner";

const box = "rounded-xl border border-slate-800 bg-slate-900/40";

/** Where the list will be: tall enough that nothing below it is in view while it loads (no layout shift). */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className={`${box} min-h-screen`}>
      <Spinner label={label} />
    </div>
  );
}

/** The list has nothing to show, and says why. */
export function ListEmpty({ message }: { message: string }) {
  return (
    <div className={box}>
      <p className="py-16 text-center text-sm text-slate-400">{message}</p>
    </div>
  );
}

/**
 * The list could not be loaded: the spec's empty text, plus a way to ask again (queries do not retry
 * on their own, SPEC §9).
 */
export function ListLoadError({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className={`${box} flex flex-col items-center gap-4 py-16 text-center`}>
      <p className="text-sm text-slate-400">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        {retrying ? "Retrying..." : "Try again"}
      </Button>
    </div>
  );
}
