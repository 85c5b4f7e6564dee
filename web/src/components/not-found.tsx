import { Link } from "@tanstack/react-router";
import { buttonClass } from "./button";

export function NotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-black text-emerald-400/80">404</p>
      <h1 className="mt-4 text-2xl font-bold text-white">404 Page Not Found</h1>
      <p className="mt-2 text-slate-400">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={`${buttonClass("primary")} mt-8`}>
        Back to Market
      </Link>
    </div>
  );
}
