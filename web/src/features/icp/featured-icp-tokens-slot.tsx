import type { ReactNode } from "react";

/**
 * Where the 'Featured Internet Computer Tokens' cards go (spec §2: promoted tokens not forced to the top).
 * The ads work supplies the cards (FeaturedIcpTokens) as children; until then this renders nothing, so the
 * page never shows an empty or made-up section.
 */
export function FeaturedIcpTokensSlot({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <section aria-labelledby="featured-icp-tokens" className="mb-6">
      <h2 id="featured-icp-tokens" className="mb-3 text-lg font-semibold text-white">
        Featured Internet Computer Tokens
      </h2>
      {children}
    </section>
  );
}
