import { Hono } from "hono";
import type { AppEnv } from "../env";
import { getDb } from "../db";
import {
  deleteOwnSession,
  deleteUser,
  exportUserData,
  listLiveSessions,
  replacePassword,
  updateEmail,
} from "../db/account";
import { findUserById, isEmailTaken, toPublicUser } from "../db/users";
import { badRequest, conflict, notFound, unauthorized } from "../http/errors";
import { hashPassword, verifyPassword } from "../services/password";
import { GUESSABLE_PASSWORD, isGuessablePassword } from "../services/password-strength";
import { LOGIN_PER_USERNAME, takeSlots } from "../http/throttle";
import { validate } from "../http/validate";
import { endSession, requireUser, sessionUser } from "../middleware/session";
import type { Context } from "hono";
import {
  type AccountSession,
  changeEmailInput,
  changePasswordInput,
  deleteAccountInput,
  sessionIdParam,
} from "../../schema/account";

const WRONG_PASSWORD = "Current password is incorrect";

/**
 * Checks the signed-in user's current password (throttled like sign-in, so a stolen session cannot guess
 * it) and answers their row with the hash that was checked.
 */
async function checkCurrentPassword(c: Context<AppEnv>, password: string) {
  const me = sessionUser(c);
  // Check and count in one call before the password is verified; a right password gives its slot back.
  const slot = await takeSlots(c.env, [{ key: `account-password:${me.id}`, rule: LOGIN_PER_USERNAME }]);
  const row = await findUserById(getDb(c.env.DB), me.id);
  if (!row) throw unauthorized();
  if (!(await verifyPassword(password, row.password))) {
    throw badRequest(WRONG_PASSWORD, [{ path: "currentPassword", message: WRONG_PASSWORD }]);
  }
  await slot.release();
  return row;
}

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/password", validate("json", changePasswordInput), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    if (isGuessablePassword(newPassword, [sessionUser(c).username, sessionUser(c).email ?? ""])) {
      throw badRequest(`newPassword: ${GUESSABLE_PASSWORD}`, [{ path: "newPassword", message: GUESSABLE_PASSWORD }]);
    }
    const row = await checkCurrentPassword(c, currentPassword);
    const changed = await replacePassword(
      getDb(c.env.DB),
      row.id,
      row.password,
      await hashPassword(newPassword),
      c.get("sessionId")!,
    );
    if (!changed) throw conflict("The password was changed at the same time; sign in again");
    return c.json({ ok: true });
  })
  .put("/email", validate("json", changeEmailInput), async (c) => {
    const { email, currentPassword } = c.req.valid("json");
    const row = await checkCurrentPassword(c, currentPassword);
    const db = getDb(c.env.DB);
    if (row.email !== email && (await isEmailTaken(db, email))) {
      throw conflict("Email is already registered", [{ path: "email", message: "Email is already registered" }]);
    }
    const updated = await updateEmail(db, row.id, email);
    if (!updated) throw unauthorized();
    return c.json(toPublicUser(updated));
  })
  .get("/sessions", async (c) => {
    const current = c.get("sessionId");
    const rows = await listLiveSessions(getDb(c.env.DB), sessionUser(c).id, new Date());
    const view = rows.map(
      (row): AccountSession => ({
        id: row.sid,
        current: row.sid === current,
        userAgent: row.sess.userAgent ?? null,
        ip: row.sess.ip ?? null,
        createdAt: row.createdAt.getTime(),
        lastSeenAt: row.lastSeenAt.getTime(),
      }),
    );
    return c.json(view);
  })
  .delete("/sessions/:sid", validate("param", sessionIdParam), async (c) => {
    const { sid } = c.req.valid("param");
    if (!(await deleteOwnSession(getDb(c.env.DB), sessionUser(c).id, sid))) throw notFound("Session not found");
    if (sid === c.get("sessionId")) await endSession(c);
    return c.json({ ok: true });
  })
  .get("/export", async (c) => {
    const data = await exportUserData(getDb(c.env.DB), sessionUser(c).id);
    if (!data) throw unauthorized();
    const day = new Date().toISOString().slice(0, 10);
    c.header("Content-Disposition", `attachment; filename="coinfolio-${data.account.username}-${day}.json"`);
    c.header("Cache-Control", "no-store");
    return c.json({ exportedAt: new Date().toISOString(), format: "coinfolio-export/1", ...data });
  })
  .post("/delete", validate("json", deleteAccountInput), async (c) => {
    const row = await checkCurrentPassword(c, c.req.valid("json").currentPassword);
    if (!(await deleteUser(getDb(c.env.DB), row.id, row.password))) {
      throw conflict("The account changed at the same time; try again");
    }
    await endSession(c);
    return c.json({ ok: true });
  });
