import { Dialog as HeadlessDialog, DialogPanel, DialogTitle, Description } from "@headlessui/react";
import type { ReactNode } from "react";

type Props = {
  open: boolean;
  /** Omit to make the dialog impossible to dismiss (profile setup). */
  onClose?: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: "md" | "lg";
};

export function Dialog({ open, onClose, title, description, children, size = "md" }: Props) {
  return (
    <HeadlessDialog open={open} onClose={onClose ?? (() => undefined)} className="relative z-50">
      <div className="fixed inset-0 bg-black/70 backdrop-blur-sm" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel
            className={`w-full ${size === "lg" ? "max-w-2xl" : "max-w-md"} rounded-2xl border border-slate-800 bg-slate-900 p-6 shadow-2xl`}
          >
            <div className="mb-4 flex items-start justify-between gap-4">
              <div>
                <DialogTitle className="text-lg font-semibold text-white">{title}</DialogTitle>
                {description ? <Description className="mt-1 text-sm text-slate-400">{description}</Description> : null}
              </div>
              {onClose ? (
                <button
                  type="button"
                  onClick={onClose}
                  aria-label="Close"
                  className="-mr-2 -mt-1 grid size-11 shrink-0 place-items-center rounded-md text-slate-400 hover:bg-slate-800 hover:text-white md:size-9"
                >
                  ×
                </button>
              ) : null}
            </div>
            {children}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}
