/**
 * Rules of visit statistics shared by the worker (recording, roll-up, the stats route) and the admin
 * dashboard (which states them). Days are UTC calendar days written "YYYY-MM-DD".
 */

/** Individual visits (with IP address and user agent) are deleted after this many days. */
export const VISIT_RETENTION_DAYS = 90;
/** Page views recorded per IP address and minute; more are dropped silently. */
export const VISITS_PER_IP_PER_MINUTE = 60;
/** The cron rolls yesterday and today up into daily_stats at this interval. */
export const ROLL_UP_EVERY_MINUTES = 10;
/** The dashboard's list of days and its chart. */
export const STATS_LIST_DAYS = 7;
export const STATS_CHART_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Crawlers that say what they are: search and social bots ("Googlebot", "bingbot", "facebookexternalhit"),
 * link previewers and command-line HTTP clients. Headless browsers (HeadlessChrome, used by our own
 * browser tests and by people's tools) are recorded: they run the page like a browser does and cannot be
 * told apart from one reliably. A request without a User-Agent is treated as a crawler: browsers always
 * send one.
 */
const DECLARED_CRAWLER =
  /bot\b|crawler|crawling|spider|slurp|facebookexternalhit|embedly|archiver|curl\/|wget\/|python-requests|python-urllib|go-http-client|okhttp|java\/|libwww|httpclient|node-fetch|axios\//i;

export const isDeclaredCrawler = (userAgent: string | null | undefined): boolean =>
  !userAgent?.trim() || DECLARED_CRAWLER.test(userAgent);

/** The UTC day of an instant. */
export const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10);

/** The instants [start, end) of a UTC day. */
export function dayRange(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00.000Z`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The `count` UTC days ending with the day of `now`, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  const today = dayRange(utcDay(now)).start.getTime();
  return Array.from({ length: count }, (_, i) => utcDay(new Date(today - (count - 1 - i) * DAY_MS)));
}

export const daysAgo = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);
