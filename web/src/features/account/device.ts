/** A short, human name for a session's User-Agent ("Chrome on Android"); the raw string stays in the title. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser =
    [
      [/Edg\//, "Edge"],
      [/OPR\/|Opera/, "Opera"],
      [/Firefox\//, "Firefox"],
      [/Chrome\/|CriOS\//, "Chrome"],
      [/Safari\//, "Safari"],
    ].find(([re]) => (re as RegExp).test(userAgent))?.[1] ?? "Browser";
  const os = [
    [/Android/, "Android"],
    [/iPhone|iPad|iOS/, "iOS"],
    [/Windows/, "Windows"],
    [/Mac OS X|Macintosh/, "macOS"],
    [/CrOS/, "ChromeOS"],
    [/Linux/, "Linux"],
  ].find(([re]) => (re as RegExp).test(userAgent))?.[1];
  return os ? `${browser} on ${os}` : String(browser);
}
