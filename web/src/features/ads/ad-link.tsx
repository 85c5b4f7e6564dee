import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/**
 * An ad's link: Coinfolio's own pages in the app; an advertiser's https site in a new tab, marked as a
 * sponsored link that gets no referrer or window handle.
 */
export function AdLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  if (!href.startsWith("https://")) return null;
  return (
    <a href={href} target="_blank" rel="sponsored noopener noreferrer" className={className}>
      {children}
    </a>
  );
}

export function CloseAdButton({ onClose }: { onClose: () => void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label="Close ad"
      className="-m-2 grid size-11 shrink-0 place-items-center rounded-md text-lg leading-none text-slate-400 hover:bg-white/10 hover:text-white md:m-0 md:size-7"
    >
      ×
    </button>
  );
}
