import { type ChangeEvent, type DragEvent, useEffect, useState } from "react";
import { IMPORT_FORMATS, type ImportFormat } from "../../../../../domain/ledger-constants";
import type { ImportResult } from "../../../../../schema/ledger-api";
import { Button } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { Spinner } from "../../../components/spinner";
import { messageOf } from "../../../lib/api";
import { notifySuccess } from "../../../lib/toast";
import { SelectField } from "../form-fields";
import { useImportCsv } from "./queries";
import { TYPE_LABELS } from "./transaction-dialog";

const FORMAT_LABELS: Record<ImportFormat, string> = {
  generic: "Coinfolio CSV (date,type,symbol,coin_id,quantity,price_usd,fee_usd,note)",
  binance: "Binance — Trade History",
  coinbase: "Coinbase — Transaction history",
  kraken: "Kraken — Trades",
};
const MAX_BYTES = 2 * 1024 * 1024;

type File = { name: string; text: string };

/** 'Import CSV': format, file (drop or choose), a dry-run preview with the rejected rows explained, confirm, result. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const run = useImportCsv();
  const [format, setFormat] = useState<ImportFormat>("binance");
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setPreview(null);
    setDone(null);
    setError(null);
  }, [open]);

  const send = (dryRun: boolean, source = file) => {
    if (!source) return;
    setError(null);
    run.mutate(
      { format, csv: source.text, dryRun },
      {
        onSuccess: (result) => {
          if (dryRun) setPreview(result);
          else {
            setDone(result);
            notifySuccess("Import complete", `${result.imported} transactions imported`);
          }
        },
        onError: (err) => setError(messageOf(err, "The import failed. Please try again.")),
      },
    );
  };

  const take = async (picked: globalThis.File | undefined) => {
    if (!picked) return;
    if (picked.size > MAX_BYTES) {
      setError("The file is larger than 2 MB; split it into smaller files");
      return;
    }
    const next = { name: picked.name, text: await picked.text() };
    setFile(next);
    setPreview(null);
    send(true, next);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    void take(event.dataTransfer.files[0]);
  };

  const rejectedByRow = new Map(preview?.rejected.map((r) => [r.row, r]) ?? []);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Import CSV"
      description="Trades from an exchange export or Coinfolio's own CSV."
      size="lg"
    >
      {done ? (
        <div className="space-y-4" data-testid="import-result">
          <p className="text-white">
            Imported {done.imported} transactions from {file?.name}. {done.duplicates} duplicates skipped,{" "}
            {done.rejected.length} rows rejected.
          </p>
          <Button onClick={onClose}>Done</Button>
        </div>
      ) : (
        <div className="space-y-4">
          <SelectField
            label="Format"
            value={format}
            onChange={(v) => {
              setFormat(v as ImportFormat);
              setPreview(null);
              setFile(null);
            }}
            options={IMPORT_FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))}
          />
          <label
            onDragOver={(e) => e.preventDefault()}
            onDrop={onDrop}
            className="flex cursor-pointer flex-col items-center justify-center rounded-xl border border-dashed border-slate-600 px-4 py-6 text-center text-sm text-slate-300 hover:border-emerald-400"
          >
            <span>{file ? file.name : "Drop a CSV file here, or choose one"}</span>
            <span className="mt-1 text-xs text-slate-500">Up to 10,000 rows and 2 MB</span>
            <input
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV file"
              className="sr-only"
              onChange={(e: ChangeEvent<HTMLInputElement>) => void take(e.target.files?.[0])}
            />
          </label>
          {run.isPending ? (
            <Spinner
              label={preview ? `Importing ${preview.rowsValid.toLocaleString("en-US")} rows...` : "Reading the file..."}
            />
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-rose-400">
              {error}
            </p>
          ) : null}
          {preview && !run.isPending ? (
            <div className="space-y-3" data-testid="import-preview">
              <p className="text-sm text-slate-200">
                {preview.rowsRead} rows read · <span className="text-emerald-400">{preview.rowsValid} to import</span> ·{" "}
                {preview.duplicates} duplicates skipped ·{" "}
                <span className={preview.rejected.length ? "text-rose-400" : ""}>
                  {preview.rejected.length} rejected
                </span>
              </p>
              {preview.rejected.length > 0 ? (
                <ul
                  tabIndex={0}
                  aria-label="Rejected rows"
                  className="focus-visible:outline-2 focus-visible:outline-emerald-400 max-h-40 space-y-1 overflow-y-auto rounded-lg border border-rose-500/40 bg-rose-500/10 p-2 text-xs text-rose-200"
                >
                  {preview.rejected.map((r) => (
                    <li key={r.row}>
                      Row {r.row}, {r.column}: {r.reason}
                    </li>
                  ))}
                </ul>
              ) : null}
              {preview.notices.length > 0 ? (
                <ul
                  tabIndex={0}
                  aria-label="Notices"
                  className="focus-visible:outline-2 focus-visible:outline-emerald-400 max-h-24 space-y-1 overflow-y-auto text-xs text-amber-300"
                >
                  {preview.notices.slice(0, 50).map((n, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: notices in file order, never reordered; one row can have two alike
                    <li key={i}>
                      Row {n.row}: {n.message}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div
                tabIndex={0}
                role="region"
                aria-label="Rows to import"
                className="max-h-64 overflow-auto rounded-lg border border-slate-800 focus-visible:outline-2 focus-visible:outline-emerald-400"
              >
                <table className="w-full text-xs">
                  <thead className="sticky top-0 bg-slate-900 text-slate-400">
                    <tr>
                      <th className="px-2 py-1 text-left">Row</th>
                      <th className="px-2 py-1 text-left">Date</th>
                      <th className="px-2 py-1 text-left">Type</th>
                      <th className="px-2 py-1 text-left">Coin</th>
                      <th className="px-2 py-1 text-right">Quantity</th>
                      <th className="px-2 py-1 text-right">Price</th>
                      <th className="px-2 py-1 text-left">Status</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-800">
                    {preview.rows.map((r) => (
                      <tr
                        key={r.row}
                        className={
                          r.status === "rejected" || rejectedByRow.has(r.row)
                            ? "bg-rose-500/10"
                            : r.status === "duplicate"
                              ? "text-slate-500"
                              : ""
                        }
                      >
                        <td className="px-2 py-1">{r.row}</td>
                        <td className="px-2 py-1">{r.executedAt.slice(0, 16).replace("T", " ")}</td>
                        <td className="px-2 py-1">{TYPE_LABELS[r.type]}</td>
                        <td className="px-2 py-1 uppercase">{r.symbol}</td>
                        <td className="px-2 py-1 text-right tabular-nums">{r.quantity}</td>
                        <td className="px-2 py-1 text-right tabular-nums">{r.price ?? ""}</td>
                        <td className="px-2 py-1">{r.status}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={onClose}>
                  Cancel
                </Button>
                <Button disabled={preview.rowsValid === 0} onClick={() => send(false)}>
                  Import {preview.rowsValid} transactions
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
