import { useState } from "react";
import { Card } from "../../components/page";
import { THEMES, type Theme, readTheme, saveTheme } from "../../lib/theme";
import { SectionTitle } from "./security-forms";

const LABELS: Record<Theme, string> = { system: "System", light: "Light", dark: "Dark" };

export function ThemeCard() {
  const [theme, setTheme] = useState<Theme>(readTheme);
  const choose = (next: Theme) => {
    setTheme(next);
    saveTheme(next);
  };
  return (
    <Card>
      <SectionTitle title="Appearance" subtitle="Remembered in this browser. System follows your device." />
      <div
        role="radiogroup"
        aria-label="Theme"
        className="inline-flex rounded-lg border border-slate-700 bg-slate-950 p-1"
      >
        {THEMES.map((t) => (
          <button
            key={t}
            type="button"
            role="radio"
            aria-checked={theme === t}
            onClick={() => choose(t)}
            className={`rounded-md px-4 py-1.5 text-sm font-medium transition-colors ${
              theme === t ? "bg-emerald-500 text-ink" : "text-slate-300 hover:bg-slate-800 hover:text-white"
            }`}
          >
            {LABELS[t]}
          </button>
        ))}
      </div>
    </Card>
  );
}
