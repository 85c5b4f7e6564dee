import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Article } from "../../schema/news";
import { api, expectError, itRequiresSession, makeAdmin, signUp } from "../test/helpers";

type Author = Awaited<ReturnType<typeof signUp>>;

const base = { title: "Bitcoin breaks out", content: "# Heading\n\nSome **bold** words.", summary: "Short summary" };

async function write(author: Author, overrides: Record<string, unknown> = {}): Promise<Article> {
  const res = await api("/api/news", { method: "POST", cookie: author.cookie, body: { ...base, ...overrides } });
  expect(res.status).toBe(201);
  return res.json();
}

const read = async <T = Article>(path: string, cookie?: string, headers?: Record<string, string>) => {
  const res = await api(path, { cookie, headers });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

const patch = (author: { cookie: string }, id: number, body: unknown) =>
  api(`/api/news/${id}`, { method: "PATCH", cookie: author.cookie, body });

const row = (id: number) =>
  env.DB.prepare("SELECT title, is_published, view_count FROM news_articles WHERE id = ?").bind(id).first<{
    title: string;
    is_published: number;
    view_count: number;
  }>();

describe("POST /api/news", () => {
  itRequiresSession("POST", "/api/news", base);

  it("creates a draft by default with the stored fields, the author's username and server-set values", async () => {
    const author = await signUp("writer");
    const before = Date.now();
    const article = await write(author);
    expect(article).toEqual({
      id: expect.any(Number),
      title: base.title,
      content: base.content,
      summary: base.summary,
      authorId: author.user.id,
      authorUsername: author.username,
      imageUrl: null,
      category: "general",
      tags: [],
      isPublished: false,
      isFeatured: false,
      viewCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      publishedAt: null,
    });
    expect(Date.parse(article.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("sets publishedAt when created published, and keeps every field it was given", async () => {
    const author = await signUp("pub");
    const article = await write(author, {
      isPublished: true,
      isFeatured: true,
      category: "defi",
      tags: ["eth", "l2"],
      imageUrl: "https://images.example/cover.png",
    });
    expect(article).toMatchObject({
      isPublished: true,
      isFeatured: true,
      category: "defi",
      tags: ["eth", "l2"],
      imageUrl: "https://images.example/cover.png",
    });
    expect(article.publishedAt).toBe(article.createdAt);
  });

  it("ignores a spoofed authorId and viewCount: the author is the session's user", async () => {
    const victim = await signUp("victim");
    const author = await signUp("spoofer");
    const article = await write(author, { authorId: victim.user.id, viewCount: 1000, isPublished: true });
    expect(article.authorId).toBe(author.user.id);
    expect(article.authorUsername).toBe(author.username);
    expect(article.viewCount).toBe(0);
    const mine = await read<Article[]>("/api/my-news", victim.cookie);
    expect(mine.find((a) => a.id === article.id)).toBeUndefined();
  });

  it("trims title and tags, drops empty tags and repeats, and turns empty summary and imageUrl into null", async () => {
    const author = await signUp("trim");
    const article = await write(author, {
      title: "  Spaced  ",
      summary: "   ",
      imageUrl: "",
      tags: [" btc ", "", "  ", "eth", "btc"],
    });
    expect(article).toMatchObject({ title: "Spaced", summary: null, imageUrl: null, tags: ["btc", "eth"] });
    expect((await write(author, { tags: " a, ,b ,, " })).tags).toEqual(["a", "b"]);
  });

  it("accepts the limits exactly", async () => {
    const author = await signUp("limits");
    const article = await write(author, {
      title: "t".repeat(200),
      summary: "s".repeat(500),
      content: "c".repeat(50_000),
      tags: Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(30, "x")),
      imageUrl: "http://images.example/plain-http.png",
    });
    expect(article.title).toHaveLength(200);
    expect(article.content).toHaveLength(50_000);
    expect(article.tags).toHaveLength(10);
  });

  it("stores script and onerror payloads verbatim as text", async () => {
    const author = await signUp("xss");
    const payload = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    const article = await write(author, {
      title: payload,
      content: payload,
      summary: payload,
      tags: [payload.slice(0, 30)],
    });
    expect(article.title).toBe(payload);
    expect(article.content).toBe(payload);
  });

  it.each([
    [{ title: undefined }, "title", "Title is required"],
    [{ title: "   " }, "title", "Title is required"],
    [{ title: 42 }, "title", "Title is required"],
    [{ title: "t".repeat(201) }, "title", "at most 200"],
    [{ content: undefined }, "content", "Content is required"],
    [{ content: " \n\t " }, "content", "Content is required"],
    [{ content: "c".repeat(50_001) }, "content", "at most 50,000"],
    [{ summary: "s".repeat(501) }, "summary", "at most 500"],
    [{ category: "memes" }, "category", "general, crypto, defi, blockchain"],
    [{ tags: 5 }, "tags", "list of words"],
    [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, "tags", "At most 10 tags"],
    [{ tags: ["x".repeat(31)] }, "tags.0", "at most 30"],
    [{ imageUrl: "javascript:alert(1)" }, "imageUrl", "http(s) URL"],
    [{ imageUrl: "data:image/svg+xml;base64,PHN2Zy8+" }, "imageUrl", "http(s) URL"],
    [{ imageUrl: "ftp://files.example/a.png" }, "imageUrl", "http(s) URL"],
    [{ imageUrl: "//evil.example/a.png" }, "imageUrl", "http(s) URL"],
    [{ imageUrl: "not a url" }, "imageUrl", "http(s) URL"],
    [{ imageUrl: `https://example.com/${"a".repeat(2048)}` }, "imageUrl", "at most 2048"],
    [{ isPublished: "yes" }, "isPublished", "true or false"],
    [{ isFeatured: 1 }, "isFeatured", "true or false"],
  ])("refuses %j with 400 naming %s", async (overrides, field, message) => {
    const author = await signUp("bad");
    const res = await api("/api/news", { method: "POST", cookie: author.cookie, body: { ...base, ...overrides } });
    const error = await expectError(res, 400, "bad_request");
    expect(error.issues).toEqual(expect.arrayContaining([{ path: field, message: expect.stringContaining(message) }]));
  });

  it("refuses malformed JSON and a non-object body", async () => {
    const author = await signUp("malformed");
    await expectError(
      await api("/api/news", { method: "POST", cookie: author.cookie, body: "{oops" }),
      400,
      "bad_request",
    );
    await expectError(await api("/api/news", { method: "POST", cookie: author.cookie, body: [base] }), 400);
  });
});

describe("GET /api/news and /api/news/featured", () => {
  it("lists published articles only, newest first, in pages", async () => {
    const author = await signUp("lister");
    const first = await write(author, { isPublished: true, title: "first" });
    const draft = await write(author, { title: "draft" });
    const second = await write(author, { isPublished: true, title: "second" });
    const third = await write(author, { isPublished: true, title: "third" });

    const page1 = await read<Article[]>("/api/news?limit=2&page=1");
    expect(page1.map((a) => a.id)).toEqual([third.id, second.id]);
    expect(page1[0]).toMatchObject({ authorUsername: author.username, title: "third" });
    const page2 = await read<Article[]>("/api/news?limit=2&page=2");
    expect(page2[0]!.id).toBe(first.id);
    const all = await read<Article[]>("/api/news");
    expect(all.every((a) => a.isPublished)).toBe(true);
    expect(all.map((a) => a.id)).not.toContain(draft.id);
  });

  it("orders by first publication, not by creation", async () => {
    const author = await signUp("order");
    const older = await write(author, { title: "written first, published last" });
    const newer = await write(author, { isPublished: true, title: "published first" });
    expect((await patch(author, older.id, { isPublished: true })).status).toBe(200);
    const list = await read<Article[]>("/api/news?limit=2");
    expect(list.map((a) => a.id)).toEqual([older.id, newer.id]);
  });

  it("sends 50 articles a page by default", async () => {
    const author = await signUp("bulk");
    const now = Date.now();
    await env.DB.batch(
      Array.from({ length: 55 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO news_articles (title, content, author_id, is_published, published_at) VALUES (?, 'body', ?, 1, ?)",
        ).bind(`bulk ${i}`, author.user.id, now - 60_000 + i),
      ),
    );
    expect(await read<Article[]>("/api/news")).toHaveLength(50);
    expect((await read<Article[]>("/api/news?limit=100")).length).toBeGreaterThan(50);
    expect((await read<Article[]>(`/api/my-news`, author.cookie)).length).toBe(50);
    expect((await read<Article[]>(`/api/my-news?page=2`, author.cookie)).length).toBe(5);
  });

  it.each(["page=0", "page=abc", "limit=0", "limit=101", "limit=2.5"])(
    "refuses the paging %s with 400",
    async (query) => {
      await expectError(await api(`/api/news?${query}`), 400, "bad_request");
    },
  );

  it("features only published featured articles, at most 6, newest first", async () => {
    const authors = [
      await signUp("featured"),
      await signUp("featured"),
      await signUp("featured"),
      await signUp("featured"),
    ];
    const draftFeatured = await write(authors[0]!, { isFeatured: true });
    const plain = await write(authors[0]!, { isPublished: true });
    const featured = [];
    for (let i = 0; i < 7; i++) {
      featured.push(await write(authors[i % 4]!, { isPublished: true, isFeatured: true, title: `f${i}` }));
    }
    const list = await read<Article[]>("/api/news/featured");
    expect(list).toHaveLength(6);
    expect(list.map((a) => a.id)).toEqual(
      featured
        .slice(1)
        .reverse()
        .map((a) => a.id),
    );
    expect(list.map((a) => a.id)).not.toContain(draftFeatured.id);
    expect(list.map((a) => a.id)).not.toContain(plain.id);
  });
});

describe("GET /api/my-news", () => {
  itRequiresSession("GET", "/api/my-news");

  it("lists the user's drafts and published articles, newest first, and nobody else's", async () => {
    const me = await signUp("mine");
    const other = await signUp("theirs");
    const draft = await write(me);
    const published = await write(me, { isPublished: true });
    await write(other, { isPublished: true });
    const mine = await read<Article[]>("/api/my-news", me.cookie);
    expect(mine.map((a) => a.id)).toEqual([published.id, draft.id]);
  });

  it("refuses bad paging", async () => {
    const me = await signUp("mypaging");
    await expectError(await api("/api/my-news?limit=-1", { cookie: me.cookie }), 400);
  });
});

describe("GET /api/news/:id", () => {
  it("shows a published article to anyone", async () => {
    const author = await signUp("reader");
    const article = await write(author, { isPublished: true });
    expect(await read(`/api/news/${article.id}`)).toMatchObject({ id: article.id, authorUsername: author.username });
  });

  it("shows a draft to its author only: anyone else gets 404", async () => {
    const author = await signUp("drafter");
    const other = await signUp("snoop");
    const admin = await signUp("modread");
    await makeAdmin(admin.user.id);
    const draft = await write(author);
    expect(await read(`/api/news/${draft.id}`, author.cookie)).toMatchObject({ id: draft.id, isPublished: false });
    await expectError(await api(`/api/news/${draft.id}`), 404, "not_found");
    await expectError(await api(`/api/news/${draft.id}`, { cookie: other.cookie }), 404, "not_found");
    await expectError(await api(`/api/news/${draft.id}`, { cookie: admin.cookie }), 404, "not_found");
  });

  it("answers a missing article with 404 and a malformed id with 400", async () => {
    await expectError(await api("/api/news/999999999"), 404, "not_found");
    await expectError(await api("/api/news/abc"), 400, "bad_request");
    await expectError(await api("/api/news/0"), 400, "bad_request");
  });
});

describe("view counting", () => {
  const visitor = (ip: string, ua = "TestBrowser/1.0") => ({ "CF-Connecting-IP": ip, "User-Agent": ua });

  it("counts a visitor once per day per IP and user agent, and never stores the raw IP", async () => {
    const author = await signUp("views");
    const { id } = await write(author, { isPublished: true });
    expect((await read(`/api/news/${id}`, undefined, visitor("203.0.113.5"))).viewCount).toBe(1);
    expect((await read(`/api/news/${id}`, undefined, visitor("203.0.113.5"))).viewCount).toBe(1);
    expect((await read(`/api/news/${id}`, undefined, visitor("203.0.113.5", "OtherBrowser/2"))).viewCount).toBe(2);
    expect((await read(`/api/news/${id}`, undefined, visitor("203.0.113.6"))).viewCount).toBe(3);
    expect((await row(id))!.view_count).toBe(3);
    const keys = await env.DB.prepare("SELECT viewer_key FROM news_views WHERE article_id = ?")
      .bind(id)
      .all<{ viewer_key: string }>();
    expect(keys.results).toHaveLength(3);
    for (const { viewer_key } of keys.results) {
      expect(viewer_key).toMatch(/^a:[0-9a-f]{64}$/);
      expect(viewer_key).not.toContain("203.0.113");
    }
  });

  it("counts a signed-in reader once per day, whatever their IP, and again on a new day", async () => {
    const author = await signUp("views2");
    const reader = await signUp("reader2");
    const { id } = await write(author, { isPublished: true });
    expect((await read(`/api/news/${id}`, reader.cookie, visitor("198.51.100.1"))).viewCount).toBe(1);
    expect((await read(`/api/news/${id}`, reader.cookie, visitor("198.51.100.2"))).viewCount).toBe(1);
    await env.DB.prepare("UPDATE news_views SET day = '2000-01-01' WHERE article_id = ? AND viewer_key = ?")
      .bind(id, `u:${reader.user.id}`)
      .run();
    expect((await read(`/api/news/${id}`, reader.cookie)).viewCount).toBe(2);
  });

  it("does not count the author's own reads, nor reads of drafts", async () => {
    const author = await signUp("selfview");
    const published = await write(author, { isPublished: true });
    const draft = await write(author);
    expect((await read(`/api/news/${published.id}`, author.cookie)).viewCount).toBe(0);
    expect((await read(`/api/news/${draft.id}`, author.cookie)).viewCount).toBe(0);
    expect((await row(published.id))!.view_count).toBe(0);
  });

  it("lists do not count views", async () => {
    const author = await signUp("listview");
    const { id } = await write(author, { isPublished: true, isFeatured: true });
    await read<Article[]>("/api/news");
    await read<Article[]>("/api/news/featured");
    expect((await row(id))!.view_count).toBe(0);
  });
});

describe("PATCH /api/news/:id", () => {
  itRequiresSession("PATCH", "/api/news/1", { title: "x" });

  it("lets the author edit every field and bumps updatedAt", async () => {
    const author = await signUp("editor");
    const article = await write(author);
    await new Promise((r) => setTimeout(r, 5));
    const res = await patch(author, article.id, {
      title: "New title",
      content: "New content",
      summary: "New summary",
      imageUrl: "https://images.example/new.png",
      category: "blockchain",
      tags: "one, two",
      isFeatured: true,
    });
    expect(res.status).toBe(200);
    const updated: Article = await res.json();
    expect(updated).toMatchObject({
      id: article.id,
      title: "New title",
      content: "New content",
      summary: "New summary",
      imageUrl: "https://images.example/new.png",
      category: "blockchain",
      tags: ["one", "two"],
      isFeatured: true,
      isPublished: false,
      publishedAt: null,
      createdAt: article.createdAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(article.updatedAt));
  });

  it("leaves omitted fields alone", async () => {
    const author = await signUp("partial");
    const article = await write(author, { category: "crypto", tags: ["keep"], isFeatured: true });
    const updated: Article = await (await patch(author, article.id, { title: "Only the title" })).json();
    expect(updated).toMatchObject({
      title: "Only the title",
      content: base.content,
      category: "crypto",
      tags: ["keep"],
      isFeatured: true,
    });
  });

  it("sets publishedAt on first publication and keeps it through unpublishing and republishing", async () => {
    const author = await signUp("publisher");
    const article = await write(author);
    const published: Article = await (await patch(author, article.id, { isPublished: true })).json();
    expect(published.publishedAt).toEqual(expect.any(String));
    const unpublished: Article = await (await patch(author, article.id, { isPublished: false })).json();
    expect(unpublished).toMatchObject({ isPublished: false, publishedAt: published.publishedAt });
    await new Promise((r) => setTimeout(r, 5));
    const again: Article = await (await patch(author, article.id, { isPublished: true })).json();
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it("ignores an authorId in the patch: ownership cannot be moved", async () => {
    const author = await signUp("keeper");
    const other = await signUp("taker");
    const article = await write(author);
    const updated: Article = await (
      await patch(author, article.id, { title: "Mine still", authorId: other.user.id })
    ).json();
    expect(updated.authorId).toBe(author.user.id);
  });

  it("applies the same validation as creation and refuses an empty patch", async () => {
    const author = await signUp("patchbad");
    const article = await write(author);
    for (const body of [
      { title: "" },
      { content: "  " },
      { imageUrl: "javascript:alert(1)" },
      { category: "x" },
      { tags: ["y".repeat(31)] },
      {},
    ]) {
      await expectError(await patch(author, article.id, body), 400, "bad_request");
    }
    await expectError(
      await api(`/api/news/abc`, { method: "PATCH", cookie: author.cookie, body: { title: "x" } }),
      400,
    );
    expect((await row(article.id))!.title).toBe(base.title);
  });

  it("answers another user's article with 404 and leaves it unchanged", async () => {
    const author = await signUp("owner");
    const other = await signUp("intruder");
    const published = await write(author, { isPublished: true });
    const draft = await write(author);
    await expectError(await patch(other, published.id, { title: "Hijacked" }), 404, "not_found");
    await expectError(await patch(other, published.id, { isPublished: false }), 404, "not_found");
    await expectError(await patch(other, draft.id, { isPublished: true }), 404, "not_found");
    expect(await row(published.id)).toMatchObject({ title: base.title, is_published: 1 });
    expect(await row(draft.id)).toMatchObject({ is_published: 0 });
    await expectError(await patch(other, 999999999, { title: "x" }), 404, "not_found");
  });

  it("lets an admin unpublish or unfeature any article but not edit its content", async () => {
    const author = await signUp("modded");
    const admin = await signUp("moderator");
    await makeAdmin(admin.user.id);
    const article = await write(author, { isPublished: true, isFeatured: true });

    const error = await expectError(await patch(admin, article.id, { title: "Edited by admin" }), 403, "forbidden");
    expect(error.message).toMatch(/unpublish/);
    await expectError(await patch(admin, article.id, { isPublished: false, title: "Sneaky" }), 403);
    await expectError(await patch(admin, article.id, { isFeatured: true }), 403);
    expect((await row(article.id))!.title).toBe(base.title);

    const unfeatured: Article = await (await patch(admin, article.id, { isFeatured: false })).json();
    expect(unfeatured).toMatchObject({ isFeatured: false, isPublished: true, authorId: author.user.id });
    const unpublished = await patch(admin, article.id, { isPublished: false });
    expect(unpublished.status).toBe(200);
    expect(await unpublished.json()).toMatchObject({ isPublished: false, title: base.title });
    await expectError(await api(`/api/news/${article.id}`), 404);
    await expectError(await patch(admin, 999999999, { isPublished: false }), 404, "not_found");
  });
});

describe("DELETE /api/news/:id", () => {
  itRequiresSession("DELETE", "/api/news/1");

  it("deletes the author's own article and its view keys", async () => {
    const author = await signUp("deleter");
    const article = await write(author, { isPublished: true });
    await read(`/api/news/${article.id}`, undefined, { "CF-Connecting-IP": "192.0.2.50" });
    const res = await api(`/api/news/${article.id}`, { method: "DELETE", cookie: author.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await row(article.id)).toBeNull();
    const keys = await env.DB.prepare("SELECT COUNT(*) AS n FROM news_views WHERE article_id = ?")
      .bind(article.id)
      .first<{ n: number }>();
    expect(keys!.n).toBe(0);
    await expectError(await api(`/api/news/${article.id}`, { method: "DELETE", cookie: author.cookie }), 404);
  });

  it("answers another user's article with 404 and keeps it", async () => {
    const author = await signUp("keepme");
    const other = await signUp("vandal");
    const article = await write(author);
    await expectError(
      await api(`/api/news/${article.id}`, { method: "DELETE", cookie: other.cookie }),
      404,
      "not_found",
    );
    expect(await row(article.id)).not.toBeNull();
    await expectError(await api("/api/news/abc", { method: "DELETE", cookie: other.cookie }), 400);
  });

  it("lets an admin delete any article", async () => {
    const author = await signUp("removed");
    const admin = await signUp("remover");
    await makeAdmin(admin.user.id);
    const article = await write(author);
    expect((await api(`/api/news/${article.id}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(200);
    expect(await row(article.id)).toBeNull();
    await expectError(await api(`/api/news/${article.id}`, { method: "DELETE", cookie: admin.cookie }), 404);
  });
});
