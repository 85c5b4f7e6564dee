import { z } from "zod";

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

export const profileSchema = z.object({
  username: usernameSchema,
  firstName: optionalName,
  lastName: optionalName,
});

/** A user as the client sees it: never the password hash. */
export type PublicUser = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  isAdmin: boolean;
};

export type RegisterInput = z.infer<typeof registerSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
