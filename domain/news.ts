/** Pure rules for news articles, shared by the worker's validation and the web form and renderer. */

/** product.md § News: tags are a comma-separated list, trimmed, with empties dropped (and repeats dropped too). */
export function parseTags(text: string): string[] {
  return normalizeTags(text.split(","));
}

export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const trimmed = tag.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

/**
 * The URL when it is an absolute http(s) URL, else null: `javascript:`, `data:`, relative and
 * protocol-relative addresses never become a link or an image source.
 */
export function safeHttpUrl(value: string, { httpsOnly = false } = {}): string | null {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && (httpsOnly || url.protocol !== "http:")) return null;
  if (!url.hostname) return null;
  return url.href;
}

/** Images load only over https (product.md § News: images only https; the CSP allows no plain-http images either). */
export const safeImageUrl = (value: string | null | undefined) =>
  value ? safeHttpUrl(value, { httpsOnly: true }) : null;
