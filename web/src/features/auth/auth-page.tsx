import { ECOSYSTEMS } from "../../../../domain/ecosystems";
import { Navigate, useNavigate } from "@tanstack/react-router";
import { Card } from "../../components/page";
import { Spinner } from "../../components/spinner";
import { Tabs } from "../../components/tabs";
import { useAuth } from "./queries";
import { RegisterForm } from "./register-form";
import { SignInForm } from "./sign-in-form";

const tiles = [
  { title: "Track Holdings", text: "Spot and leveraged positions in real time", icon: "M4 19V9m5 10V5m5 14v-7m5 7V8" },
  {
    title: "Price Alerts",
    text: "Get told when a coin crosses your target",
    icon: "M12 4a5 5 0 0 0-5 5v4l-2 3h14l-2-3V9a5 5 0 0 0-5-5Zm-2 15a2 2 0 0 0 4 0",
  },
  {
    title: "Market Data",
    text: `Live prices for the top 1000 coins and ${ECOSYSTEMS.length} ecosystems`,
    icon: "M3 17l5-5 4 4 8-8M14 8h6v6",
  },
  {
    title: "P&L Tracking",
    text: "Profit and loss on every position and the whole portfolio",
    icon: "M12 3v18M16 7H10a3 3 0 0 0 0 6h4a3 3 0 0 1 0 6H7",
  },
];

export type AuthTab = "signin" | "register";

export function AuthPage({ tab }: { tab: AuthTab }) {
  const { status } = useAuth();
  const navigate = useNavigate();
  if (status === "loading") return <Spinner label="Checking authentication..." />;
  if (status === "authenticated") return <Navigate to="/" />;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:items-center lg:py-16">
      <section>
        <p className="text-sm font-semibold uppercase tracking-widest text-emerald-400">Welcome to</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-white sm:text-5xl">Coinfolio</h1>
        <p className="mt-4 max-w-md text-lg text-slate-300">Your comprehensive crypto portfolio management platform</p>
        <div className="mt-8 grid gap-3 sm:grid-cols-2">
          {tiles.map((tile) => (
            <div key={tile.title} className="rounded-xl border border-slate-800 bg-slate-900/60 p-4">
              <svg
                viewBox="0 0 24 24"
                className="size-6 text-emerald-400"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                aria-hidden
              >
                <path d={tile.icon} strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <h2 className="mt-3 font-semibold text-white">{tile.title}</h2>
              <p className="mt-1 text-sm text-slate-400">{tile.text}</p>
            </div>
          ))}
        </div>
      </section>
      <Card className="p-6 sm:p-8">
        <Tabs
          selectedIndex={tab === "register" ? 1 : 0}
          onChange={(index) =>
            void navigate({ to: ".", search: { tab: index === 1 ? "register" : "signin" }, replace: true })
          }
          items={[
            { key: "signin", label: "Sign In", content: <SignInForm /> },
            { key: "register", label: "Create Account", content: <RegisterForm /> },
          ]}
        />
        <p className="mt-6 text-center text-xs text-slate-500">No credit card required.</p>
      </Card>
    </div>
  );
}
