import { and, eq, ne } from "drizzle-orm";
import { users } from "../../schema/tables";
import type { PublicUser } from "../../schema/users";
import type { Db } from "./index";

type UserRow = typeof users.$inferSelect;

export const toPublicUser = (row: UserRow): PublicUser => ({
  id: row.id,
  username: row.username,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  isAdmin: row.isAdmin,
  costBasisMethod: row.costBasisMethod,
});

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  return (await db.select().from(users).where(eq(users.username, username)).get()) ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  return (await db.select().from(users).where(eq(users.id, id)).get()) ?? null;
}

export async function isUsernameTaken(db: Db, username: string, exceptUserId?: number): Promise<boolean> {
  const where = exceptUserId
    ? and(eq(users.username, username), ne(users.id, exceptUserId))
    : eq(users.username, username);
  return Boolean(await db.select({ id: users.id }).from(users).where(where).get());
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  return Boolean(await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get());
}

export async function createUser(
  db: Db,
  values: { username: string; password: string; email: string | null },
): Promise<UserRow> {
  return db.insert(users).values(values).returning().get();
}

export async function updateUserPasswordHash(db: Db, id: number, password: string): Promise<void> {
  await db.update(users).set({ password, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function updateProfile(
  db: Db,
  id: number,
  values: Partial<Pick<UserRow, "username" | "firstName" | "lastName" | "costBasisMethod">>,
): Promise<UserRow | null> {
  return (
    (await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning()
      .get()) ?? null
  );
}
