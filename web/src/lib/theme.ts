/**
 * The theme choice, kept in this browser (issue 18). index.html applies it before the first paint and
 * exposes its `apply` as window.coinfolioApplyTheme, so the rule lives in one place; the account page only
 * saves the choice and asks index.html to apply it.
 */
export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
const KEY = "coinfolio-theme";

declare global {
  interface Window {
    coinfolioApplyTheme?: () => void;
  }
}

export function readTheme(): Theme {
  try {
    const saved = localStorage.getItem(KEY);
    return saved === "light" || saved === "dark" ? saved : "system";
  } catch {
    return "system";
  }
}

export function saveTheme(theme: Theme) {
  try {
    if (theme === "system") localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, theme);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
    document.documentElement.classList.toggle("light", theme === "light");
  }
  window.coinfolioApplyTheme?.();
}
