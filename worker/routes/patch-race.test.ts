import { describe, expect, it } from "vitest";
import type { LeveragedPosition, SpotPosition } from "../../schema/portfolio";
import type { Article } from "../../schema/news";
import { api, signUp } from "../test/helpers";
import { addLeveraged, addSpot } from "../test/portfolio-helpers";

/** Issue 14: parallel PATCHes of one row with different fields must all survive (no read-merge-write). */

const patchAll = (cookie: string, path: string, bodies: object[]) =>
  Promise.all(bodies.map((body) => api(path, { method: "PATCH", cookie, body })));

const read = async <T>(cookie: string, path: string) => (await (await api(path, { cookie })).json()) as T;

describe("three parallel PATCHes with different fields", () => {
  it("all land on a leveraged position, every time", async () => {
    const { cookie } = await signUp("levrace");
    for (let round = 0; round < 5; round++) {
      const { id } = (await (await addLeveraged(cookie)).json()) as LeveragedPosition;
      const answers = await patchAll(cookie, `/api/leveraged-positions/${id}`, [
        { name: `Renamed ${round}` },
        { size: "7" },
        { leverage: 3 },
      ]);
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
      const list = await read<LeveragedPosition[]>(cookie, "/api/leveraged-positions");
      expect(list.find((p) => p.id === id)).toMatchObject({ name: `Renamed ${round}`, size: "7", leverage: 3 });
    }
  });

  it("two of them keep the liquidated flag true to the final values when the liquidation inputs change at once", async () => {
    const { cookie } = await signUp("levflag");
    for (let round = 0; round < 5; round++) {
      // Long at 3100, liquidated at or below 2700: a price of 2800 alone or a liquidation price of 2900
      // alone leaves it open; both together liquidate it.
      const { id } = (await (await addLeveraged(cookie)).json()) as LeveragedPosition;
      const answers = await patchAll(cookie, `/api/leveraged-positions/${id}`, [
        { currentPrice: "2800" },
        { liquidationPrice: "2900" },
      ]);
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      const position = (await read<LeveragedPosition[]>(cookie, "/api/leveraged-positions")).find((p) => p.id === id);
      expect(position).toMatchObject({ currentPrice: "2800", liquidationPrice: "2900", isLiquidated: true });
    }
  });

  it("all land on a spot position", async () => {
    const { cookie } = await signUp("spotrace");
    const { id } = (await (await addSpot(cookie)).json()) as SpotPosition;
    const answers = await patchAll(cookie, `/api/spot-positions/${id}`, [
      { name: "Renamed" },
      { amount: "3" },
      { entryPrice: "41000" },
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const list = await read<SpotPosition[]>(cookie, "/api/spot-positions");
    expect(list.find((p) => p.id === id)).toMatchObject({ name: "Renamed", amount: "3", entryPrice: "41000" });
  });

  it("all land on a news article", async () => {
    const { cookie } = await signUp("newsrace");
    const created = await api("/api/news", {
      method: "POST",
      cookie,
      body: { title: "T", content: "C", summary: "S" },
    });
    const { id } = (await created.json()) as Article;
    const answers = await patchAll(cookie, `/api/news/${id}`, [
      { title: "New title" },
      { summary: "New summary" },
      { tags: ["a", "b"] },
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(await read<Article>(cookie, `/api/news/${id}`)).toMatchObject({
      title: "New title",
      summary: "New summary",
      tags: ["a", "b"],
    });
  });
});
