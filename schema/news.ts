import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import { normalizeTags, parseTags, safeHttpUrl } from "../domain/news";
import { newsArticles } from "./tables";

/**
 * One row per article, viewer and UTC day: the unique key makes "a view at most once per viewer per
 * day" a plain INSERT OR IGNORE. viewer_key is `u:{userId}` or an HMAC of the day, IP and user agent,
 * never the raw IP (docs/decisions.md, News).
 */
export const newsViews = sqliteTable(
  "news_views",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    day: text("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.viewerKey, t.day] }), index("news_views_day_idx").on(t.day)],
);

export const NEWS_CATEGORIES = ["general", "crypto", "defi", "blockchain"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_LIMITS = { title: 200, summary: 500, content: 50_000, tags: 10, tag: 30, imageUrl: 2048 } as const;

/** The default page size (product.md § Limits). */
export const NEWS_PAGE_SIZE = 50;
export const FEATURED_LIMIT = 6;
/** One author's newest featured articles the grid shows at most: one account cannot fill it (docs/decisions.md, issue 14). */
export const FEATURED_PER_AUTHOR = 2;

export const IMAGE_URL_MESSAGE = "Image URL must be an http(s) URL";

const title = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(NEWS_LIMITS.title, `Title must be at most ${NEWS_LIMITS.title} characters`);

const content = z
  .string({ error: "Content is required" })
  .max(NEWS_LIMITS.content, `Content must be at most ${NEWS_LIMITS.content.toLocaleString("en-US")} characters`)
  .refine((text) => text.trim() !== "", "Content is required");

const summary = z
  .string()
  .trim()
  .max(NEWS_LIMITS.summary, `Summary must be at most ${NEWS_LIMITS.summary} characters`)
  .nullable()
  .transform((text) => text || null);

/** product.md § News: a URL or nothing; only http(s), so `javascript:` and `data:` never reach a page. */
const imageUrl = z
  .string()
  .trim()
  .max(NEWS_LIMITS.imageUrl, `Image URL must be at most ${NEWS_LIMITS.imageUrl} characters`)
  .nullable()
  .refine((url) => !url || safeHttpUrl(url) !== null, IMAGE_URL_MESSAGE)
  .transform((url) => (url ? safeHttpUrl(url) : null));

/** A list of strings, or the form's comma-separated text; trimmed, empties and repeats dropped, bounded. */
const tags = z
  .union([z.string().transform(parseTags), z.array(z.string()).max(100).transform(normalizeTags)], {
    error: "Tags must be a list of words",
  })
  .pipe(
    z
      .array(z.string().max(NEWS_LIMITS.tag, `Each tag must be at most ${NEWS_LIMITS.tag} characters`))
      .max(NEWS_LIMITS.tags, `At most ${NEWS_LIMITS.tags} tags`),
  );

const fields = {
  title,
  content,
  summary,
  imageUrl,
  category: z.enum(NEWS_CATEGORIES, { error: `Category must be one of ${NEWS_CATEGORIES.join(", ")}` }),
  tags,
  isPublished: z.boolean({ error: "isPublished must be true or false" }),
  isFeatured: z.boolean({ error: "isFeatured must be true or false" }),
};

/**
 * POST /api/news. Omitted optional fields take the column defaults. An `authorId` in the payload
 * (older clients send one) is dropped: the author is always the session's user.
 */
export const createArticleSchema = z.object(fields).partial({
  summary: true,
  imageUrl: true,
  category: true,
  tags: true,
  isPublished: true,
  isFeatured: true,
});

/** PATCH /api/news/:id: any of the same fields (no defaults, so an omitted field stays as it is). */
export const updateArticleSchema = z
  .object(fields)
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "Nothing to update");

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(NEWS_PAGE_SIZE),
});

export const articleIdSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export type CreateArticleInput = z.infer<typeof createArticleSchema>;
export type UpdateArticleInput = z.infer<typeof updateArticleSchema>;

/** An article as the API sends it: the stored fields plus the author's username; dates are ISO strings. */
export type Article = {
  id: number;
  title: string;
  content: string;
  summary: string | null;
  authorId: number;
  authorUsername: string;
  imageUrl: string | null;
  category: NewsCategory;
  tags: string[];
  isPublished: boolean;
  isFeatured: boolean;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
};
