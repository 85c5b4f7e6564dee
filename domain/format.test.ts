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
  priceInputValue,
} from "./format";
import { formatHoldings, formatSize } from "./amount-format";

describe("prices: 2 decimals from $1, 4 significant digits below, zeros counted in a subscript from 4", () => {
  it("a bitcoin price gets 2 decimals and thousands separators", () => {
    expect(formatUsdPrice(102496.21702936945)).toBe("$102,496.22");
  });
  it("one dollar and above gets 2 decimals", () => {
    expect(formatUsdPrice(1)).toBe("$1.00");
    expect(formatUsdPrice(3876.456)).toBe("$3,876.46");
  });
  it("Dogecoin below $1 keeps 4 significant digits", () => {
    expect(formatUsdPrice(0.365126)).toBe("$0.3651");
    expect(formatUsdPrice(0.5)).toBe("$0.5000");
  });
  it("a price that rounds up to a dollar reads $1.00", () => {
    expect(formatUsdPrice(0.99996)).toBe("$1.00");
  });
  it("three zeros after the point are written out", () => {
    expect(formatUsdPrice(0.00012346)).toBe("$0.0001235");
    expect(formatUsdPrice(0.005)).toBe("$0.005000");
  });
  it("SHIB (four zeros) gets the subscript and 4 digits, not 2", () => {
    expect(formatUsdPrice(0.00002176)).toBe("$0.0₄2176");
  });
  it("Baby Doge never reads $0.000000", () => {
    expect(formatUsdPrice(1.823e-9)).toBe("$0.0₈1823");
    expect(formatUsdPrice("0.000000001823")).toBe("$0.0₈1823");
  });
  it("a double-digit zero count is one subscript number", () => {
    expect(formatUsdPrice(1.5e-12)).toBe("$0.0₁₁1500");
  });
  it("zero is $0.00 and a negative amount keeps its sign first", () => {
    expect(formatUsdPrice(0)).toBe("$0.00");
    expect(formatUsdPrice(-0.00002176)).toBe("-$0.0₄2176");
    expect(formatUsdPrice(-1234.5)).toBe("-$1,234.50");
  });
  it("a decimal string from the database formats like the number", () => {
    expect(formatUsdPrice("1234.5")).toBe("$1,234.50");
  });
  it("the ticker and the market table follow the same rule", () => {
    expect(formatTickerPrice(0.00002176)).toBe("$0.0₄2176");
    expect(formatMarketPrice(0.727735)).toBe("$0.7277");
  });
  it("from $1 up it writes what Intl.NumberFormat writes, rounding included, up to amounts in exponent notation", () => {
    const intl = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [1, 1.005, 1.015, 2.675, 999.995, 1000, 1234567.125, 0.999996, 9.995e20, 1e21, 3.4e25];
    for (let i = 0; i < 3000; i++) amounts.push(10 ** (Math.random() * 22) * (1 + Math.random()));
    for (const amount of amounts.filter((a) => a >= 1))
      expect(formatUsdPrice(amount), String(amount)).toBe(`$${intl.format(amount)}`);
  });
  it("missing or non-numeric is N/A", () => {
    expect(formatUsdPrice(null)).toBe("N/A");
    expect(formatUsdPrice(undefined)).toBe("N/A");
    expect(formatUsdPrice("abc")).toBe("N/A");
    expect(formatUsdPrice(Number.NaN)).toBe("N/A");
  });
});

describe("prices as form values: display precision, plain digits", () => {
  it("a raw 8-decimal bitcoin price is prefilled with 2 decimals", () => {
    expect(priceInputValue("102496.21702937")).toBe("102496.22");
  });
  it("a small price keeps 4 significant digits and writes its zeros out", () => {
    expect(priceInputValue(0.00002176)).toBe("0.00002176");
    expect(priceInputValue(0.365126)).toBe("0.3651");
  });
  it("missing is an empty field", () => {
    expect(priceInputValue(null)).toBe("");
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
  it("beyond trillions a supply reads in quadrillions (Baby Doge)", () => {
    expect(formatCompact(163432870000000000)).toBe("163.43Q");
  });
  it("beyond a thousand quadrillions it is written in scientific notation", () => {
    expect(formatCompact(1.634e21)).toBe("1.63e+21");
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
  it("large changes have thousands separators", () => {
    expect(formatPercent(150720.0612)).toBe("+150,720.06%");
    expect(formatPercent(-1234.5)).toBe("-1,234.50%");
    expect(formatPercent(999.999)).toBe("+1,000.00%");
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
