import { Link, useNavigate } from "@tanstack/react-router";
import { Button, buttonClass } from "../../components/button";
import { Card } from "../../components/page";
import { Spinner } from "../../components/spinner";
import type { AuthStatus } from "./queries";

const features = [
  [
    "Real-time position tracking",
    "Spot holdings and leveraged longs and shorts, priced live, with liquidation warnings.",
  ],
  ["Secure and private", "Your positions are yours alone: no one else can see them, and no credit card is needed."],
  [
    "P&L and insights",
    "Profit and loss per position and for the whole portfolio, with live prices from multiple exchanges.",
  ],
] as const;

/** product.md § Landing: what signed-out visitors see at the portfolio, behind its access guard. */
export function Landing({ status }: { status: AuthStatus }) {
  const navigate = useNavigate();
  // product.md § Landing: signing in from the landing page waits about 0.5 s, then goes to /auth.
  const goSignIn = () => window.setTimeout(() => void navigate({ to: "/auth" }), 500);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <nav aria-label="Landing" className="mb-10 flex flex-wrap items-center gap-2">
        <Link to="/" className={buttonClass("ghost", "sm")}>
          Market
        </Link>
        <Link to="/icp-tokens" className={buttonClass("ghost", "sm")}>
          ICP Tokens
        </Link>
        <Link to="/portfolio" className={buttonClass("ghost", "sm")}>
          Portfolio
        </Link>
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" size="sm" onClick={goSignIn}>
            Sign In
          </Button>
          <Button size="sm" onClick={goSignIn}>
            Get Started
          </Button>
        </div>
      </nav>
      <section className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-5xl">
          Your crypto portfolio, tracked live
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-slate-300">
          Track spot and leveraged positions with real-time updates, live prices from multiple exchanges, and P&L you
          can trust. Creating an account takes seconds — no credit card required.
        </p>
      </section>
      <div className="mt-10 grid gap-4 md:grid-cols-3">
        {features.map(([title, text]) => (
          <Card key={title}>
            <h2 className="font-semibold text-white">{title}</h2>
            <p className="mt-2 text-sm text-slate-400">{text}</p>
          </Card>
        ))}
      </div>
      <Card className="mx-auto mt-10 max-w-md text-center">
        {status === "loading" ? (
          <Spinner label="Verifying access" className="py-6" />
        ) : (
          <>
            <h2 className="text-xl font-semibold text-white">Authentication Required</h2>
            <p className="mt-2 text-sm text-slate-400">Sign in to see and manage your portfolio.</p>
            <Button className="mt-5 w-full" onClick={goSignIn}>
              Sign In to Continue
            </Button>
          </>
        )}
      </Card>
      <p className="mt-8 text-center">
        <Link to="/" className="text-sm font-medium text-emerald-400 hover:text-emerald-300">
          Explore Market Data →
        </Link>
      </p>
    </div>
  );
}
