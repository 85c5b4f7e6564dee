const numberFormat = new Intl.NumberFormat("en-US");
const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const shortDayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const timeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

export const formatCount = (n: number) => numberFormat.format(n);

/** A UTC day "2030-06-15" as "Sat, Jun 15" (or "Jun 15" when short). */
export const formatDay = (date: string, short = false) =>
  (short ? shortDayFormat : dayFormat).format(new Date(`${date}T00:00:00.000Z`));

/** A visit's time in the viewer's time zone: "Jun 15, 09:30". */
export const formatVisitTime = (iso: string) => timeFormat.format(new Date(iso));

/** "just now", "5 min ago", "3 h ago", "2 days ago". */
export function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? "" : "s"} ago`;
}
