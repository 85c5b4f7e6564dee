import { Hono } from "hono";
import { z } from "zod";
import { lobby } from "../../durable-objects/chat-room";
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
import { badRequest, conflict, unauthorized } from "../http/errors";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "../services/password";
import { GUESSABLE_PASSWORD, isGuessablePassword } from "../services/password-strength";
import { clientIp } from "../http/request";
import { issueDeviceCookie, trustedDeviceNonce } from "../http/device-cookie";
import { LOGIN_PER_DEVICE, LOGIN_PER_IP, LOGIN_PER_USERNAME, REGISTER_PER_IP, takeSlots } from "../http/throttle";
import { validate } from "../http/validate";
import { endSession, requireUser, sessionUser, startSession, withSession } from "../middleware/session";
import { loginSchema, profileSchema, registerSchema, usernameSchema } from "../../schema/users";

const INVALID_LOGIN = "Invalid username or password";

export const registerRoutes = new Hono<AppEnv>().post("/", withSession, validate("json", registerSchema), async (c) => {
  const input = c.req.valid("json");
  if (isGuessablePassword(input.password, [input.username, input.email ?? ""])) {
    throw badRequest(`password: ${GUESSABLE_PASSWORD}`, [{ path: "password", message: GUESSABLE_PASSWORD }]);
  }
  // An account counts against the address from the moment its creation starts; a failed one gives it back.
  const slot = await takeSlots(c.env, [{ key: `register-ip:${clientIp(c) ?? "unknown"}`, rule: REGISTER_PER_IP }]);
  try {
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
    await startSession(c, user.id);
    await issueDeviceCookie(c, user.username);
    return c.json(toPublicUser(user), 201);
  } catch (err) {
    await slot.release();
    throw err;
  }
});

export const loginRoutes = new Hono<AppEnv>().post("/", withSession, validate("json", loginSchema), async (c) => {
  const { username, password } = c.req.valid("json");
  // Every attempt takes its slots before the password is checked; a correct one gives them back, so
  // only failures count (docs/decisions.md, issue 14: device cookies).
  const device = await trustedDeviceNonce(c, username);
  const slots = await takeSlots(c.env, [
    device
      ? { key: `login-device:${device}`, rule: LOGIN_PER_DEVICE }
      : { key: `login-user:${username}`, rule: LOGIN_PER_USERNAME },
    { key: `login-ip:${clientIp(c) ?? "unknown"}`, rule: LOGIN_PER_IP },
  ]);
  const db = getDb(c.env.DB);
  const user = await findUserByUsername(db, username);
  const valid = user ? await verifyPassword(password, user.password) : await burnPasswordCheck(password);
  if (!user || !valid) throw unauthorized(INVALID_LOGIN);
  await slots.release();
  if (needsRehash(user.password)) await updateUserPasswordHash(db, user.id, await hashPassword(password));
  await startSession(c, user.id);
  await issueDeviceCookie(c, user.username);
  return c.json(toPublicUser(user));
});

export const logoutRoutes = new Hono<AppEnv>().post("/", withSession, async (c) => {
  const sid = c.get("sessionId");
  await endSession(c);
  // The revoked session's live chat sockets go too (they would otherwise keep receiving messages).
  if (sid) await lobby(c.env.CHAT_ROOM).closeSession(sid);
  return c.json({ ok: true });
});

export const userRoutes = new Hono<AppEnv>().get("/", requireUser, (c) => c.json(sessionUser(c)));

export const checkUsernameRoutes = new Hono<AppEnv>().get(
  "/:username",
  withSession,
  validate("param", z.object({ username: z.string().max(100) })),
  async (c) => {
    const parsed = usernameSchema.safeParse(c.req.valid("param").username);
    if (!parsed.success) return c.json({ available: false, reason: parsed.error.issues[0]?.message });
    const taken = await isUsernameTaken(getDb(c.env.DB), parsed.data, c.get("user")?.id);
    return c.json({ available: !taken });
  },
);

export const profileRoutes = new Hono<AppEnv>().put("/", requireUser, validate("json", profileSchema), async (c) => {
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
