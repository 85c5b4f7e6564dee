import { and, desc, eq, getTableColumns, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import { newsViews, type Article, type CreateArticleInput, type UpdateArticleInput } from "../../schema/news";
import { newsArticles, users } from "../../schema/tables";
import type { Db } from "./index";

export type Paging = { page: number; limit: number };

const articleColumns = { ...getTableColumns(newsArticles), authorUsername: users.username };

function selectArticles(db: Db, where: SQL | undefined) {
  return db
    .select(articleColumns)
    .from(newsArticles)
    .innerJoin(users, eq(users.id, newsArticles.authorId))
    .where(where);
}

type ArticleRow = Awaited<ReturnType<typeof selectArticles>>[number];

const toArticle = (row: ArticleRow): Article => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

const offset = ({ page, limit }: Paging) => (page - 1) * limit;
const newestPublishedFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)];

export async function listPublished(db: Db, paging: Paging): Promise<Article[]> {
  const rows = await selectArticles(db, eq(newsArticles.isPublished, true))
    .orderBy(...newestPublishedFirst)
    .limit(paging.limit)
    .offset(offset(paging));
  return rows.map(toArticle);
}

/** The newest published featured articles, at most `perAuthor` of any one author. */
export async function listFeatured(db: Db, limit: number, perAuthor: number): Promise<Article[]> {
  const ranked = db
    .select({
      id: newsArticles.id,
      rank: sql<number>`row_number() OVER (PARTITION BY ${newsArticles.authorId} ORDER BY ${newsArticles.publishedAt} DESC, ${newsArticles.id} DESC)`.as(
        "author_rank",
      ),
    })
    .from(newsArticles)
    .where(and(eq(newsArticles.isPublished, true), eq(newsArticles.isFeatured, true)))
    .as("ranked");
  const newestOfEachAuthor = db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, perAuthor));
  const rows = await selectArticles(db, inArray(newsArticles.id, newestOfEachAuthor))
    .orderBy(...newestPublishedFirst)
    .limit(limit);
  return rows.map(toArticle);
}

/** The author's drafts and published articles, newest written first. */
export async function listByAuthor(db: Db, authorId: number, paging: Paging): Promise<Article[]> {
  const rows = await selectArticles(db, eq(newsArticles.authorId, authorId))
    .orderBy(desc(newsArticles.createdAt), desc(newsArticles.id))
    .limit(paging.limit)
    .offset(offset(paging));
  return rows.map(toArticle);
}

/** A published article, or a draft when the reader is its author; anything else reads as missing. */
export async function findReadable(db: Db, id: number, readerId: number | null): Promise<Article | null> {
  const visible = readerId
    ? sql`(${newsArticles.isPublished} = 1 OR ${newsArticles.authorId} = ${readerId})`
    : eq(newsArticles.isPublished, true);
  const row = await selectArticles(db, and(eq(newsArticles.id, id), visible)).get();
  return row ? toArticle(row) : null;
}

async function findById(db: Db, id: number): Promise<Article | null> {
  const row = await selectArticles(db, eq(newsArticles.id, id)).get();
  return row ? toArticle(row) : null;
}

export async function articleExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.id, id)).get());
}

export async function createArticle(db: Db, authorId: number, input: CreateArticleInput, now: Date): Promise<Article> {
  const { id } = await db
    .insert(newsArticles)
    .values({ ...input, authorId, createdAt: now, updatedAt: now, publishedAt: input.isPublished ? now : null })
    .returning({ id: newsArticles.id })
    .get();
  return (await findById(db, id))!;
}

/** publishedAt is set the first time an article is published and kept through later unpublishing. */
const firstPublishedAt = (patch: UpdateArticleInput, now: Date) =>
  patch.isPublished ? { publishedAt: sql`COALESCE(${newsArticles.publishedAt}, ${now.getTime()})` } : {};

/** The author's own article only (`WHERE id = ? AND author_id = ?`); null when it is not theirs. */
export async function updateOwnArticle(
  db: Db,
  id: number,
  authorId: number,
  patch: UpdateArticleInput,
  now: Date,
): Promise<Article | null> {
  const updated = await db
    .update(newsArticles)
    .set({ ...patch, ...firstPublishedAt(patch, now), updatedAt: now })
    .where(and(eq(newsArticles.id, id), eq(newsArticles.authorId, authorId)))
    .returning({ id: newsArticles.id })
    .get();
  return updated ? findById(db, updated.id) : null;
}

export type Moderation = { isPublished?: false; isFeatured?: false };

/** An admin's unpublish / unfeature of any article. */
export async function moderateArticle(db: Db, id: number, moderation: Moderation, now: Date): Promise<Article | null> {
  const updated = await db
    .update(newsArticles)
    .set({ ...moderation, updatedAt: now })
    .where(eq(newsArticles.id, id))
    .returning({ id: newsArticles.id })
    .get();
  return updated ? findById(db, updated.id) : null;
}

/** Deletes the author's own article, or any article when `authorId` is null (admin moderation). */
export async function deleteArticle(db: Db, id: number, authorId: number | null): Promise<boolean> {
  const where =
    authorId === null ? eq(newsArticles.id, id) : and(eq(newsArticles.id, id), eq(newsArticles.authorId, authorId));
  const deleted = await db.delete(newsArticles).where(where).returning({ id: newsArticles.id });
  return deleted.length > 0;
}

/** Counts a view unless this viewer was already counted for the article today; true when counted. */
export async function recordView(db: Db, articleId: number, viewerKey: string, day: string): Promise<boolean> {
  const inserted = await db.insert(newsViews).values({ articleId, viewerKey, day }).onConflictDoNothing().returning();
  if (inserted.length === 0) return false;
  await db
    .update(newsArticles)
    .set({ viewCount: sql`${newsArticles.viewCount} + 1` })
    .where(eq(newsArticles.id, articleId));
  return true;
}

/** The per-day view keys are only needed for their own day. */
export async function deleteViewKeysBefore(db: Db, day: string): Promise<void> {
  await db.delete(newsViews).where(lt(newsViews.day, day));
}
