import { useId, type InputHTMLAttributes } from "react";
import type { z } from "zod";
import { Button } from "../../components/button";
import { Field, TextInput } from "../../components/form";
import { fieldErrors } from "../../lib/field-errors";
import { notifyError } from "../../lib/toast";

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

/**
 * Checks a form against the shape its route validates with (schema/portfolio.ts, passed in so this file stays
 * free of zod): the payload as the API takes it, or null after the 'Validation Error' notice (product.md § Position
 * dialogs). Each field shows its first problem as a sentence ("Amount must be ...").
 */
export function checkForm<S extends z.ZodType>(
  shape: S,
  values: z.input<S>,
  labels: Record<string, string>,
  setErrors: (errors: Record<string, string>) => void,
): z.output<S> | null {
  const result = shape.safeParse(values);
  const errors = fieldErrors(result.error?.issues);
  setErrors(
    Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, `${labels[field] ?? field} ${message}`]),
    ),
  );
  if (result.success) return result.data;
  notifyError("Validation Error", "Please check your input data");
  return null;
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
