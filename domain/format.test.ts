import { describe, expect, it } from "vitest";
import {
  formatCompact,
  formatDay,
  formatMarketPrice,
  formatPercent,
  formatRelativeTime,
  formatSourceLabel,
  formatTickerPrice,
  formatUsdPrice,
} from "./format";
import { formatHoldings, formatSize } from "./amount-format";

describe("USD prices: below 0.01 up to 8 decimals, otherwise 2", () => {
  it("a bitcoin price gets 2 decimals and thousands separators", () => {
    expect(formatUsdPrice(102496.21702936945)).toBe("$102,496.22");
  });
  it("exactly one cent is the 2-decimal side of the boundary", () => {
    expect(formatUsdPrice(0.01)).toBe("$0.01");
  });
  it("a price just under one cent keeps its digits", () => {
    expect(formatUsdPrice(0.009876543)).toBe("$0.00987654");
  });
  it("a tiny meme-coin price shows 8 decimals instead of $0.00", () => {
    expect(formatUsdPrice(0.00002176)).toBe("$0.00002176");
  });
  it("a sub-cent price with few digits is not padded to 8", () => {
    expect(formatUsdPrice(0.005)).toBe("$0.005");
  });
  it("a decimal string from the database formats like the number", () => {
    expect(formatUsdPrice("1234.5")).toBe("$1,234.50");
  });
  it("missing or non-numeric is N/A", () => {
    expect(formatUsdPrice(null)).toBe("N/A");
    expect(formatUsdPrice(undefined)).toBe("N/A");
    expect(formatUsdPrice("abc")).toBe("N/A");
    expect(formatUsdPrice(Number.NaN)).toBe("N/A");
  });
});

describe("ticker and market prices: below 1 six decimals, otherwise 2", () => {
  it("a price under one dollar gets exactly 6 decimals", () => {
    expect(formatTickerPrice(0.5)).toBe("$0.500000");
    expect(formatTickerPrice(0.00002176)).toBe("$0.000022");
  });
  it("one dollar and above gets 2 decimals", () => {
    expect(formatTickerPrice(1)).toBe("$1.00");
    expect(formatTickerPrice(3876.456)).toBe("$3,876.46");
  });
  it("the market table follows the same rule", () => {
    expect(formatMarketPrice(0.999999)).toBe("$0.999999");
    expect(formatMarketPrice(12.345)).toBe("$12.35");
  });
  it("missing is N/A", () => {
    expect(formatTickerPrice(null)).toBe("N/A");
  });
});

describe("abbreviated market values: K, M, B, T with 2 decimals", () => {
  it("each unit starts at its power of a thousand", () => {
    expect(formatCompact(1_000)).toBe("1.00K");
    expect(formatCompact(1_000_000)).toBe("1.00M");
    expect(formatCompact(1_000_000_000)).toBe("1.00B");
    expect(formatCompact(1_000_000_000_000)).toBe("1.00T");
  });
  it("money gets the $ prefix (bitcoin's market cap)", () => {
    expect(formatCompact(2024736549193, { money: true })).toBe("$2.02T");
  });
  it("a supply is not money and has no $", () => {
    expect(formatCompact(19798184)).toBe("19.80M");
  });
  it("below a thousand stays plain with 2 decimals", () => {
    expect(formatCompact(950, { money: true })).toBe("$950.00");
  });
  it("a value that rounds up to the next unit reads in that unit", () => {
    expect(formatCompact(999_999)).toBe("1.00M");
  });
  it("a negative value keeps its sign before the $", () => {
    expect(formatCompact(-38820992504.66748, { money: true })).toBe("-$38.82B");
  });
  it("missing is N/A", () => {
    expect(formatCompact(null, { money: true })).toBe("N/A");
  });
});

describe("percent changes: 2 decimals with a sign", () => {
  it("a rise has a plus sign", () => {
    expect(formatPercent(1.6080148559611058)).toBe("+1.61%");
  });
  it("a fall has a minus sign", () => {
    expect(formatPercent(-1.90544)).toBe("-1.91%");
  });
  it("a change that rounds to zero has no sign", () => {
    expect(formatPercent(0)).toBe("0.00%");
    expect(formatPercent(-0.004)).toBe("0.00%");
  });
  it("missing is N/A", () => {
    expect(formatPercent(undefined)).toBe("N/A");
  });
});

describe("holdings and size: up to 8 decimals", () => {
  it("holdings group thousands and drop padding zeros", () => {
    expect(formatHoldings("1234.50000000")).toBe("1,234.5");
  });
  it("holdings keep 8 decimals of a small amount exactly", () => {
    expect(formatHoldings("0.00012345")).toBe("0.00012345");
  });
  it("holdings round beyond 8 decimals", () => {
    expect(formatHoldings("0.123456789")).toBe("0.12345679");
  });
  it("a stored decimal string is not routed through a float", () => {
    expect(formatHoldings("12345678901.12345678")).toBe("12,345,678,901.12345678");
  });
  it("size trims trailing zeros and is not grouped", () => {
    expect(formatSize("1200.00000000")).toBe("1200");
    expect(formatSize(0.5)).toBe("0.5");
    expect(formatSize("0.000000015")).toBe("0.00000002");
  });
  it("missing is N/A", () => {
    expect(formatHoldings(null)).toBe("N/A");
    expect(formatSize("")).toBe("N/A");
  });
});

describe("relative time", () => {
  const now = new Date("2024-12-19T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it("seconds read as '12 s ago'", () => {
    expect(formatRelativeTime(ago(12_000), now)).toBe("12 s ago");
  });
  it("under a second, or a clock slightly ahead, is 'just now'", () => {
    expect(formatRelativeTime(ago(400), now)).toBe("just now");
    expect(formatRelativeTime(ago(-5_000), now)).toBe("just now");
  });
  it("minutes, hours and days", () => {
    expect(formatRelativeTime(ago(60_000), now)).toBe("1 min ago");
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe("59 min ago");
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toBe("3 h ago");
    expect(formatRelativeTime(ago(24 * 3_600_000), now)).toBe("1 day ago");
    expect(formatRelativeTime(ago(400 * 24 * 3_600_000), now)).toBe("400 days ago");
  });
  it("accepts ISO strings as the API sends them", () => {
    expect(formatRelativeTime("2024-12-19T11:59:30.000Z", now)).toBe("30 s ago");
  });
});

describe("data source label", () => {
  it("live data names CoinGecko", () => {
    expect(formatSourceLabel("coingecko", "2026-01-01T00:00:00Z")).toBe("Source: CoinGecko");
  });
  it("the offline snapshot names its day in UTC", () => {
    expect(formatSourceLabel("snapshot", "2024-12-19T10:45:02.351Z")).toBe("Source: offline snapshot of 19 Dec 2024");
    expect(formatDay("2024-12-31T23:59:59Z")).toBe("31 Dec 2024");
  });
  it("while live refreshes fail, says since when: the time within a day, the date too after that", () => {
    const now = Date.parse("2026-11-23T20:00:00Z");
    expect(formatSourceLabel("snapshot", "2024-12-19T10:45:02.351Z", "2026-11-23T14:02:30Z", now)).toBe(
      "Source: offline snapshot of 19 Dec 2024 — live data unavailable since 14:02 UTC",
    );
    expect(formatSourceLabel("coingecko", "2026-11-20T09:00:00Z", "2026-11-20T09:01:00Z", now)).toBe(
      "Source: CoinGecko — live data unavailable since 20 Nov 2026, 09:01 UTC",
    );
    expect(formatSourceLabel("coingecko", "2026-11-23T19:59:00Z", null, now)).toBe("Source: CoinGecko");
  });
});
