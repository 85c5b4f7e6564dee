import { Hono } from "hono";
import type { AppEnv } from "../env";
import { getDb } from "../db";
import {
  articleExists,
  createArticle,
  deleteArticle,
  findReadable,
  listByAuthor,
  listFeatured,
  listPublished,
  moderateArticle,
  recordView,
  updateOwnArticle,
  type Moderation,
} from "../db/news";
import { forbidden, notFound } from "../http/errors";
import { NEWS_CREATES_PER_USER, NEWS_EDITS_PER_USER, takeSlots } from "../http/throttle";
import { validate } from "../http/validate";
import { utcDay } from "../../domain/visits";
import { viewerKey } from "../http/viewer-key";
import { requireUser, sessionUser, withSession } from "../middleware/session";
import {
  FEATURED_LIMIT,
  FEATURED_PER_AUTHOR,
  articleIdSchema,
  createArticleSchema,
  pageQuerySchema,
  updateArticleSchema,
  type UpdateArticleInput,
} from "../../schema/news";

const ARTICLE_NOT_FOUND = "Article not found";

/** An admin acting on someone else's article may only take it down: unpublish and/or unfeature. */
function asModeration(patch: UpdateArticleInput): Moderation | null {
  const takesDown = ([key, value]: [string, unknown]) =>
    value === undefined || ((key === "isPublished" || key === "isFeatured") && value === false);
  return Object.entries(patch).every(takesDown) ? (patch as Moderation) : null;
}

export const newsRoutes = new Hono<AppEnv>()
  .get("/", withSession, validate("query", pageQuerySchema), async (c) => {
    return c.json(await listPublished(getDb(c.env.DB), c.req.valid("query")));
  })
  .get("/featured", withSession, async (c) =>
    c.json(await listFeatured(getDb(c.env.DB), FEATURED_LIMIT, FEATURED_PER_AUTHOR)),
  )
  .get("/:id", withSession, validate("param", articleIdSchema), async (c) => {
    const { id } = c.req.valid("param");
    const reader = c.get("user");
    const db = getDb(c.env.DB);
    const article = await findReadable(db, id, reader?.id ?? null);
    if (!article) throw notFound(ARTICLE_NOT_FOUND);
    // Authors reading their own article (drafts included) do not add to its views.
    if (article.isPublished && article.authorId !== reader?.id) {
      const day = utcDay(new Date());
      if (await recordView(db, id, await viewerKey(c, day), day)) article.viewCount += 1;
    }
    return c.json(article);
  })
  .post("/", requireUser, validate("json", createArticleSchema), async (c) => {
    await takeSlots(c.env, [{ key: `news-create:${sessionUser(c).id}`, rule: NEWS_CREATES_PER_USER }]);
    const article = await createArticle(getDb(c.env.DB), sessionUser(c).id, c.req.valid("json"), new Date());
    return c.json(article, 201);
  })
  .patch("/:id", requireUser, validate("param", articleIdSchema), validate("json", updateArticleSchema), async (c) => {
    const { id } = c.req.valid("param");
    const patch = c.req.valid("json");
    const me = sessionUser(c);
    await takeSlots(c.env, [{ key: `news-edit:${me.id}`, rule: NEWS_EDITS_PER_USER }]);
    const db = getDb(c.env.DB);
    const now = new Date();
    const own = await updateOwnArticle(db, id, me.id, patch, now);
    if (own) return c.json(own);
    if (me.isAdmin) {
      const moderation = asModeration(patch);
      const moderated = moderation ? await moderateArticle(db, id, moderation, now) : null;
      if (moderated) return c.json(moderated);
      if (await articleExists(db, id)) throw forbidden("Admins may only unpublish or unfeature another user's article");
    }
    throw notFound(ARTICLE_NOT_FOUND);
  })
  .delete("/:id", requireUser, validate("param", articleIdSchema), async (c) => {
    const { id } = c.req.valid("param");
    const me = sessionUser(c);
    if (!(await deleteArticle(getDb(c.env.DB), id, me.isAdmin ? null : me.id))) throw notFound(ARTICLE_NOT_FOUND);
    return c.json({ ok: true });
  });

export const myNewsRoutes = new Hono<AppEnv>().get("/", requireUser, validate("query", pageQuerySchema), async (c) => {
  return c.json(await listByAuthor(getDb(c.env.DB), sessionUser(c).id, c.req.valid("query")));
});
