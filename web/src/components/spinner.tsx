export function Spinner({ label, className = "" }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex flex-col items-center justify-center gap-3 py-16 text-slate-400 ${className}`}>
      <span className="size-8 animate-spin rounded-full border-2 border-slate-700 border-t-emerald-400" aria-hidden />
      {label ? <p className="text-sm">{label}</p> : <span className="sr-only">Loading</span>}
    </div>
  );
}
