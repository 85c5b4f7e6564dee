import { useId, type InputHTMLAttributes } from "react";
import type { FieldProblem } from "../../../../domain/positions";
import { Button } from "../../components/button";
import { Field, TextInput } from "../../components/form";

/** Input steps (product.md § Position dialogs): amounts and sizes in satoshi steps, prices in cents. */
export const AMOUNT_STEP = "0.00000001";
export const PRICE_STEP = "0.01";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
};

/** A labelled input; numbers use type=number with the step of product.md § Position dialogs (the form checks decimals itself). */
export function FormField({ label, value, onChange, error, hint, ...input }: Props) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <TextInput
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        {...(input.type === "number" ? { inputMode: "decimal" as const, min: "0" } : {})}
        {...input}
      />
    </Field>
  );
}

/** Field problems from domain/positions, keyed by field, as readable sentences ("Amount must be ..."). */
export function problemsByField(problems: FieldProblem[], labels: Record<string, string>) {
  return Object.fromEntries(problems.map((p) => [p.field, `${labels[p.field] ?? p.field} ${p.message}`]));
}

export function SelectField({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="block w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-sm text-white focus:border-emerald-400 focus:outline-none focus:ring-1 focus:ring-emerald-400"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Cancel and submit, stacked on phones. */
export function DialogButtons({
  onCancel,
  pending,
  disabled = false,
  label,
  pendingLabel,
}: {
  onCancel: () => void;
  pending: boolean;
  disabled?: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending || disabled}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
