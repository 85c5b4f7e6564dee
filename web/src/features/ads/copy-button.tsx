import { notifyError, notifySuccess } from "../../lib/toast";

/** The Clipboard API, else (plain http, or permission refused) a hidden text area and execCommand. */
async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // fall through to the old way
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  if (!copied) throw new Error("copy refused");
}

/** product.md § Errors and notices: 'Copied', or 'Nothing to copy' when there is no value yet. */
export function CopyButton({ value, label }: { value: string | null | undefined; label: string }) {
  const copy = async () => {
    if (!value) return notifyError("Nothing to copy");
    try {
      await writeClipboard(value);
      notifySuccess("Copied", `${label} copied to the clipboard`);
    } catch {
      notifyError("Copy failed", "Select the text and copy it by hand");
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={`Copy ${label.toLowerCase()}`}
      className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md border border-slate-700 bg-slate-900 px-2.5 text-xs font-medium text-slate-200 hover:bg-slate-800"
    >
      <svg viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth={1.6} aria-hidden>
        <rect x="7" y="7" width="10" height="10" rx="2" />
        <path d="M13 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" />
      </svg>
      Copy
    </button>
  );
}
