import { z } from "zod";

import { COST_BASIS_METHODS, type CostBasisMethod } from "../domain/ledger-constants";
import { PASSWORD_HINT, USERNAME_HINT } from "./user-texts";

export { PASSWORD_HINT, USERNAME_HINT };

export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .toLowerCase()
  .min(1, "Username is required")
  .min(3, USERNAME_HINT)
  .max(20, USERNAME_HINT)
  .regex(/^[a-z0-9_-]+$/, USERNAME_HINT);

const optionalName = z
  .string()
  .trim()
  .max(50, "Must be at most 50 characters")
  .nullish()
  .transform((v) => (v ? v : null));

export const registerSchema = z.object({
  username: usernameSchema,
  password: z.string({ error: "Password is required" }).min(6, PASSWORD_HINT).max(200, "Password is too long"),
  email: z
    .union([z.literal(""), z.email("Please enter a valid email address").max(254)])
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
});

export const loginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().toLowerCase().min(1, "Username is required").max(50),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});

/**
 * The whole profile (username required, as before), or only the ledger's default cost-basis method (issue 15):
 * `{ costBasisMethod }` alone changes nothing else.
 */
export const profileSchema = z
  .object({
    username: usernameSchema.optional(),
    firstName: optionalName,
    lastName: optionalName,
    costBasisMethod: z.enum(COST_BASIS_METHODS, { error: "must be fifo, lifo, hifo or average" }).optional(),
  })
  .refine((v) => v.username !== undefined || v.costBasisMethod !== undefined, {
    path: ["username"],
    message: "Username is required",
  });

/** A user as the client sees it: never the password hash. */
export type PublicUser = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  isAdmin: boolean;
  /** The ledger's default cost-basis method (issue 15). */
  costBasisMethod: CostBasisMethod;
};

export type RegisterInput = z.infer<typeof registerSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
