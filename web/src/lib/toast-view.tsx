import toast, { Toaster, type Toast } from "react-hot-toast";
import type { Notice } from "./toast";

/** One id for every toast: a new one replaces the last, so at most one is ever shown (product.md § Notices). */
const TOAST_ID = "coinfolio-toast";

const variantStyles = {
  success: "border-emerald-500/50 bg-emerald-950/95",
  error: "border-rose-500/60 bg-rose-950/95",
  info: "border-slate-600 bg-slate-900/95",
} as const;

function NoticeView({ t, notice }: { t: Toast; notice: Notice }) {
  const variant = notice.variant ?? "info";
  return (
    <div
      role={variant === "error" ? "alert" : "status"}
      data-testid="toast"
      className={`pointer-events-auto w-[min(92vw,380px)] rounded-lg border px-4 py-3 shadow-xl shadow-black/40 transition-opacity ${
        variantStyles[variant]
      } ${t.visible ? "opacity-100" : "opacity-0"}`}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-white">{notice.title}</p>
          {notice.description ? <p className="mt-0.5 text-sm text-slate-300">{notice.description}</p> : null}
        </div>
        {notice.action ? (
          <button
            type="button"
            onClick={() => {
              toast.dismiss(t.id);
              notice.action!.onClick();
            }}
            className="min-h-11 shrink-0 rounded-md border border-slate-500 px-3 text-sm font-semibold text-white hover:bg-white/10 md:min-h-8"
          >
            {notice.action.label}
          </button>
        ) : null}
        <button
          type="button"
          aria-label="Dismiss notification"
          onClick={() => toast.dismiss(t.id)}
          className="-mr-1 grid size-11 shrink-0 place-items-center rounded text-slate-400 hover:text-white md:size-7"
        >
          ×
        </button>
      </div>
    </div>
  );
}

/** react-hot-toast and its styles, loaded with the first notice (see toast.tsx). */
export function show(notice: Notice) {
  toast.custom((t) => <NoticeView t={t} notice={notice} />, {
    id: TOAST_ID,
    duration: notice.duration ?? 5000,
  });
}

export default function ToasterView() {
  return (
    <Toaster
      position="bottom-right"
      containerStyle={{ bottom: 16, right: 16 }}
      toastOptions={{ ariaProps: { role: "status", "aria-live": "polite" } }}
    />
  );
}
