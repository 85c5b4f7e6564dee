/**
 * One way from validation issues to the messages a form shows at its fields. The issues are zod's, either from
 * the form checking its values with the server's own shape (schema/*.ts) or from a 400's `issues` (the same
 * shapes, the path dotted: docs/architecture.md, the request path). Zod itself stays out of this module, so a
 * form may use it without loading zod.
 */
export type FieldIssue = { path: string | ReadonlyArray<PropertyKey>; message: string };

/** `["adConfig", "messages", 1]` → "adConfig.messages.1"; a server's path is dotted already. */
export const issuePath = (path: FieldIssue["path"]) => (typeof path === "string" ? path : path.map(String).join("."));

/**
 * The first issue of each field, by the field `fieldOf` finds in the dotted path (its first segment unless said);
 * issues without a field in the form (null) are left out.
 */
export function fieldErrors<F extends string = string>(
  issues: readonly FieldIssue[] | undefined,
  fieldOf: (path: string) => F | null = (path) => path.split(".")[0] as F,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues ?? []) {
    const field = fieldOf(issuePath(issue.path));
    if (field !== null && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
