import { describe, expect, it } from "vitest";
import { nextSort } from "../components/sort-button";
import { byValue } from "./sort";

type Row = { id: string; figure: number | null; name: string };
const rows: Row[] = [
  { id: "a", figure: 2, name: "beta" },
  { id: "b", figure: null, name: "Alpha" },
  { id: "c", figure: 5, name: "gamma" },
  { id: "d", figure: 2, name: "Delta" },
  { id: "e", figure: null, name: "epsilon" },
];
const ids = (list: Row[]) => list.map((r) => r.id);
const figure = (r: Row) => r.figure;

describe("the next sort on a header click", () => {
  it("starts a newly chosen column ascending unless told otherwise, from no sort or another column", () => {
    expect(nextSort(null, "price")).toEqual({ key: "price", direction: "asc" });
    expect(nextSort({ key: "price", direction: "desc" }, "volume")).toEqual({ key: "volume", direction: "asc" });
    expect(nextSort({ key: "name", direction: "asc" }, "volume", "desc")).toEqual({ key: "volume", direction: "desc" });
  });
  it("flips the sorted column whatever its first direction", () => {
    expect(nextSort({ key: "price", direction: "asc" }, "price")).toEqual({ key: "price", direction: "desc" });
    expect(nextSort({ key: "price", direction: "desc" }, "price", "desc")).toEqual({ key: "price", direction: "asc" });
  });
});

describe("ordering by a column's value", () => {
  it("puts rows without the value last in both directions, ties in the list's order", () => {
    expect(ids([...rows].sort(byValue(figure, "asc")))).toEqual(["a", "d", "c", "b", "e"]);
    expect(ids([...rows].sort(byValue(figure, "desc")))).toEqual(["c", "a", "d", "b", "e"]);
  });
  it("breaks ties (missing values included) with the given comparator, not reversed", () => {
    const byName = (x: Row, y: Row) => x.name.localeCompare(y.name);
    expect(ids([...rows].sort(byValue(figure, "desc", byName)))).toEqual(["c", "a", "d", "b", "e"]);
    expect(ids([...rows].sort(byValue(figure, "asc", (x, y) => byName(y, x))))).toEqual(["d", "a", "c", "e", "b"]);
  });
  it("orders text ignoring case", () => {
    expect(ids([...rows].sort(byValue((r) => r.name, "asc")))).toEqual(["b", "a", "d", "e", "c"]);
    expect(ids([...rows].sort(byValue((r) => r.name, "desc")))).toEqual(["c", "e", "d", "a", "b"]);
  });
});
