import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { getDb } from "../db";
import {
  createUser,
  findUserByUsername,
  isEmailTaken,
  isUsernameTaken,
  toPublicUser,
  updateProfile,
  updateUserPasswordHash,
} from "../db/users";
import { badRequest, conflict, unauthorized } from "../lib/errors";
import { burnPasswordCheck, hashPassword, isCommonPassword, needsRehash, verifyPassword } from "../lib/password";
import { clientIp } from "../lib/request";
import {
  LOGIN_PER_IP,
  LOGIN_PER_USERNAME,
  REGISTER_PER_IP,
  assertNotThrottled,
  clearHits,
  recordHit,
} from "../lib/throttle";
import { validate } from "../lib/validate";
import { endSession, requireUser, sessionUser, startSession } from "../middleware/session";
import { loginSchema, profileSchema, registerSchema, usernameSchema } from "../../schema/users";

const INVALID_LOGIN = "Invalid username or password";

export const authRoutes = new Hono<AppEnv>()
  .post("/register", validate("json", registerSchema), async (c) => {
    const input = c.req.valid("json");
    const ipKey = { key: `register-ip:${clientIp(c) ?? "unknown"}`, rule: REGISTER_PER_IP };
    await assertNotThrottled(c.env, [ipKey]);
    if (isCommonPassword(input.password)) {
      throw badRequest("password: This password is too common. Please choose another.", [
        { path: "password", message: "This password is too common. Please choose another." },
      ]);
    }
    const db = getDb(c.env.DB);
    if (await isUsernameTaken(db, input.username)) {
      throw conflict("Username is already taken", [{ path: "username", message: "Username is already taken" }]);
    }
    if (input.email && (await isEmailTaken(db, input.email))) {
      throw conflict("Email is already registered", [{ path: "email", message: "Email is already registered" }]);
    }
    const user = await createUser(db, {
      username: input.username,
      email: input.email,
      password: await hashPassword(input.password),
    });
    await recordHit(c.env, [ipKey]);
    await startSession(c, user.id);
    return c.json(toPublicUser(user), 201);
  })
  .post("/login", validate("json", loginSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const keys = [
      { key: `login-user:${username}`, rule: LOGIN_PER_USERNAME },
      { key: `login-ip:${clientIp(c) ?? "unknown"}`, rule: LOGIN_PER_IP },
    ];
    await assertNotThrottled(c.env, keys);
    const db = getDb(c.env.DB);
    const user = await findUserByUsername(db, username);
    const valid = user ? await verifyPassword(password, user.password) : await burnPasswordCheck(password);
    if (!user || !valid) {
      await recordHit(c.env, keys);
      throw unauthorized(INVALID_LOGIN);
    }
    await clearHits(c.env, [keys[0]!.key]);
    if (needsRehash(user.password)) await updateUserPasswordHash(db, user.id, await hashPassword(password));
    await startSession(c, user.id);
    return c.json(toPublicUser(user));
  })
  .post("/logout", async (c) => {
    await endSession(c);
    return c.json({ ok: true });
  })
  .get("/user", requireUser, (c) => c.json(sessionUser(c)))
  .get(
    "/check-username/:username",
    validate("param", z.object({ username: z.string().max(100) })),
    async (c) => {
      const parsed = usernameSchema.safeParse(c.req.valid("param").username);
      if (!parsed.success) return c.json({ available: false, reason: parsed.error.issues[0]?.message });
      const taken = await isUsernameTaken(getDb(c.env.DB), parsed.data, c.get("user")?.id);
      return c.json({ available: !taken });
    },
  )
  .put("/profile", requireUser, validate("json", profileSchema), async (c) => {
    const input = c.req.valid("json");
    const db = getDb(c.env.DB);
    const me = sessionUser(c);
    const { username, firstName, lastName, costBasisMethod } = input;
    if (username !== undefined && (await isUsernameTaken(db, username, me.id))) {
      throw conflict("Username is already taken", [{ path: "username", message: "Username is already taken" }]);
    }
    const updated = await updateProfile(db, me.id, {
      ...(username === undefined ? {} : { username, firstName, lastName }),
      ...(costBasisMethod === undefined ? {} : { costBasisMethod }),
    });
    if (!updated) throw unauthorized();
    return c.json(toPublicUser(updated));
  });
