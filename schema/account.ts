import { z } from "zod";
import { NOTIFICATION_KINDS, type NotificationKind } from "./account-constants";
import { PASSWORD_HINT } from "./user-texts";

export * from "./account-constants";

/** Shapes of the account API (issue 18): password, email, sessions, watchlist, notifications, push. */

const currentPassword = z
  .string({ error: "Current password is required" })
  .min(1, "Current password is required")
  .max(200);

export const changePasswordInput = z.object({
  currentPassword,
  newPassword: z.string({ error: "New password is required" }).min(6, PASSWORD_HINT).max(200, "Password is too long"),
});

export const changeEmailInput = z.object({
  email: z
    .email("Please enter a valid email address")
    .max(254)
    .transform((v) => v.toLowerCase()),
  currentPassword,
});

export const deleteAccountInput = z.object({ currentPassword });

export const sessionIdParam = z.object({ sid: z.string().regex(/^[0-9a-f]{32}$/, "Not a session id") });

/** A CoinGecko id: lower-case letters, digits and dashes. */
export const coinIdParam = z.object({
  coinId: z
    .string()
    .max(100)
    .regex(/^[a-z0-9][a-z0-9-]*$/, "Not a coin id"),
});

export const markReadInput = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);

export const notificationSettingsInput = z
  .object(
    Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean().optional()])) as Record<
      NotificationKind,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to update", path: ["body"] });

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "Not base64url");

/** PushSubscription.toJSON() as the browser gives it. */
export const pushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: "Not a push endpoint URL" }).max(1000),
  keys: z.object({ p256dh: base64url(200), auth: base64url(50) }),
});
export const pushEndpointInput = z.object({ endpoint: z.string().min(1).max(1000) });
