import { z } from "zod";
import { canonicalDecimal, moneyProblem } from "../domain/money";

/**
 * A positive money value as an exact decimal string, used by worker validators and web forms alike.
 * Strings only: a JSON number may already carry float drift (0.1 + 0.2) or an exponent.
 */
export const decimalString = z
  .string({ error: 'must be a decimal string such as "12.5"' })
  .trim()
  .max(40, "is too long")
  .superRefine((text, ctx) => {
    const problem = moneyProblem(text);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform(canonicalDecimal);
