import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { badRequest } from "./errors";

/**
 * The one validator wrapper: every route validates its input with zod and a failure becomes a 400
 * in the error envelope, naming each field (`issues[].path`) and leading with the first problem.
 */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (result.success) return;
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.map(String).join(".") || target,
      message: issue.message,
    }));
    const first = issues[0];
    throw badRequest(first ? `${first.path}: ${first.message}` : "Invalid input", issues);
  });
