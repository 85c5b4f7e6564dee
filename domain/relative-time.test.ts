import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const now = new Date("2030-06-15T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("relativeTime", () => {
  it.each([
    [0, "just now"],
    [59, "just now"],
    [60, "1 minute ago"],
    [5 * 60 + 59, "5 minutes ago"],
    [3600, "1 hour ago"],
    [23 * 3600, "23 hours ago"],
    [24 * 3600, "1 day ago"],
    [6 * 24 * 3600, "6 days ago"],
    [14 * 24 * 3600, "2 weeks ago"],
    [45 * 24 * 3600, "1 month ago"],
    [400 * 24 * 3600, "1 year ago"],
  ])("%i seconds ago reads %s", (seconds, text) => {
    expect(relativeTime(ago(seconds), now)).toBe(text);
  });

  it("accepts ISO strings and treats a future time as now", () => {
    expect(relativeTime("2030-06-15T11:00:00.000Z", now)).toBe("1 hour ago");
    expect(relativeTime("2030-06-15T12:00:30.000Z", now)).toBe("just now");
  });
});
