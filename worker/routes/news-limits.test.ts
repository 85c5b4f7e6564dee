import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FEATURED_PER_AUTHOR, type Article } from "../../schema/news";
import { api, signUp } from "../test/helpers";

/** Issue 14: one account flooding the news (200 featured articles in seconds took the whole grid). */

const article = { title: "Flood", content: "x".repeat(49_000), summary: "s", isPublished: true, isFeatured: true };
const statuses = (responses: Response[]) => responses.map((res) => res.status);

describe("article write rate per author", () => {
  it("creates at most 10 articles an hour when 40 arrive at once", async () => {
    const { cookie, user } = await signUp("flood");
    const answers = statuses(
      await Promise.all(Array.from({ length: 40 }, () => api("/api/news", { method: "POST", cookie, body: article }))),
    );
    expect(answers.filter((s) => s === 201)).toHaveLength(10);
    expect(answers.filter((s) => s === 429)).toHaveLength(30);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM news_articles WHERE author_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(stored!.n).toBe(10);
    // Another author is not slowed down by the first one's flood.
    const other = await signUp("calm");
    expect((await api("/api/news", { method: "POST", cookie: other.cookie, body: article })).status).toBe(201);
  });

  it("allows 60 edits an hour", async () => {
    const { cookie } = await signUp("editor");
    const created = await api("/api/news", { method: "POST", cookie, body: { ...article, isFeatured: false } });
    const { id } = (await created.json()) as Article;
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 70 }, (_, i) =>
          api(`/api/news/${id}`, { method: "PATCH", cookie, body: { title: `t${i}` } }),
        ),
      ),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(60);
    expect(answers.filter((s) => s === 429)).toHaveLength(10);
  });
});

describe("the featured grid", () => {
  it(`shows at most ${FEATURED_PER_AUTHOR} articles of one author, however many they feature`, async () => {
    const others = [await signUp("fair"), await signUp("fair")];
    const now = Date.now();
    const older = [];
    for (const [i, other] of others.entries()) {
      const res = await api("/api/news", {
        method: "POST",
        cookie: other.cookie,
        body: { ...article, title: `fair ${i}` },
      });
      older.push(((await res.json()) as Article).id);
    }
    const flooder = await signUp("flooder");
    await env.DB.batch(
      Array.from({ length: 200 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO news_articles (title, content, author_id, is_published, is_featured, published_at) VALUES (?, 'body', ?, 1, 1, ?)",
        ).bind(`flood ${i}`, flooder.user.id, now + 60_000 + i),
      ),
    );
    const res = await api("/api/news/featured");
    const grid = (await res.json()) as Article[];
    expect(grid.filter((a) => a.authorId === flooder.user.id).map((a) => a.title)).toEqual(["flood 199", "flood 198"]);
    expect(grid.map((a) => a.id)).toEqual(expect.arrayContaining(older));
  });
});
