import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { utcDay } from "../../domain/visits";
import { api, signUp } from "../test/helpers";
import { runScheduled } from "./index";

it("drops view keys of earlier days on the hourly run and keeps today's", async () => {
  const author = await signUp("prune");
  const res = await api("/api/news", {
    method: "POST",
    cookie: author.cookie,
    body: { title: "Prune me", content: "x", isPublished: true },
  });
  const { id } = (await res.json()) as { id: number };
  // The real clock, so other tests' sessions and view keys are not swept away by a far-future run.
  const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  const today = utcDay(hour);
  const yesterday = utcDay(new Date(hour.getTime() - 86_400_000));
  await env.DB.batch(
    [yesterday, today].map((day) =>
      env.DB.prepare("INSERT INTO news_views (article_id, viewer_key, day) VALUES (?, 'u:1', ?)").bind(id, day),
    ),
  );
  const days = async () =>
    (
      await env.DB.prepare("SELECT day FROM news_views WHERE article_id = ? ORDER BY day")
        .bind(id)
        .all<{ day: string }>()
    ).results.map((r) => r.day);

  await runScheduled(env, new Date(hour.getTime() + 30 * 60_000));
  expect(await days()).toEqual([yesterday, today]);
  await runScheduled(env, hour);
  expect(await days()).toEqual([today]);
});
