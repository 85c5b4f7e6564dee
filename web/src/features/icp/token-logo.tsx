import { useState } from "react";

const AVATAR_COLOURS = [
  "bg-emerald-500/20 text-emerald-300",
  "bg-sky-500/20 text-sky-300",
  "bg-violet-500/20 text-violet-300",
  "bg-amber-500/20 text-amber-300",
  "bg-rose-500/20 text-rose-300",
  "bg-teal-500/20 text-teal-300",
];

/** The same token always gets the same colour. */
function colourOf(seed: string) {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
}

/**
 * A token's logo over a letter avatar: the avatar shows until the image has loaded, and stays when there is
 * no logo or it fails (offline, the logo hosts are unreachable), so the row never shows a broken image.
 */
export function TokenLogo({
  token,
}: {
  token: { canister_id: string; name: string; symbol: string; logo_url: string | null };
}) {
  // Remembered per URL, so a refreshed list with a new logo tries again.
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const logo = token.logo_url !== failedUrl ? token.logo_url : null;
  const loaded = logo !== null && loadedUrl === logo;
  const letter = (token.symbol.trim() || token.name.trim() || "?").charAt(0).toUpperCase();
  return (
    <span className="relative inline-flex size-8 shrink-0">
      <span
        aria-hidden
        data-testid="token-avatar"
        className={`flex size-8 items-center justify-center rounded-full text-sm font-semibold ring-1 ring-white/10 ${colourOf(token.canister_id)} ${
          loaded ? "invisible" : ""
        }`}
      >
        {letter}
      </span>
      {logo ? (
        <img
          src={logo}
          alt={`${token.name} logo`}
          width={32}
          height={32}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onLoad={() => setLoadedUrl(logo)}
          onError={() => setFailedUrl(logo)}
          className={`absolute inset-0 size-8 rounded-full bg-slate-800 object-cover ${loaded ? "" : "opacity-0"}`}
        />
      ) : null}
    </span>
  );
}
