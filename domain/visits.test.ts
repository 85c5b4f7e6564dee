import { describe, expect, it } from "vitest";
import { dayRange, isDeclaredCrawler, lastDays, utcDay } from "./visits";

describe("isDeclaredCrawler", () => {
  it.each([
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Linux; Android 14; CUBOT_X70) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  ])("counts a browser: %s", (userAgent) => {
    expect(isDeclaredCrawler(userAgent)).toBe(false);
  });

  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
    "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
    "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
    "facebookexternalhit/1.1",
    "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
    "Screaming Frog SEO Spider/20.0",
    "curl/8.5.0",
    "Wget/1.21.4",
    "python-requests/2.32.3",
    "Go-http-client/2.0",
    "",
    "   ",
    null,
  ])("leaves out a declared crawler or client: %j", (userAgent) => {
    expect(isDeclaredCrawler(userAgent)).toBe(true);
  });
});

describe("UTC days", () => {
  it("puts the last millisecond before midnight on the old day and midnight on the new one", () => {
    expect(utcDay(new Date("2029-12-31T23:59:59.999Z"))).toBe("2029-12-31");
    expect(utcDay(new Date("2030-01-01T00:00:00.000Z"))).toBe("2030-01-01");
    expect(dayRange("2030-01-01")).toEqual({
      start: new Date("2030-01-01T00:00:00.000Z"),
      end: new Date("2030-01-02T00:00:00.000Z"),
    });
  });

  it("lists the last days oldest first, across month and leap-year ends", () => {
    expect(lastDays(new Date("2028-03-01T05:00:00.000Z"), 3)).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(lastDays(new Date("2030-06-15T23:59:59.999Z"), 1)).toEqual(["2030-06-15"]);
    expect(lastDays(new Date("2030-06-15T00:00:00.000Z"), 30)).toHaveLength(30);
  });
});
