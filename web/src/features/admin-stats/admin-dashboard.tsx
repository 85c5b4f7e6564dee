import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "../../components/button";
import { Card, Page } from "../../components/page";
import { Spinner } from "../../components/spinner";
import { RequireUser } from "../auth/require-user";
import { adminStatsQueryOptions } from "./queries";
import { AdminStatsView } from "./stats-view";

export function AccessDenied() {
  return (
    <Page>
      <Card className="mx-auto max-w-md py-10 text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-rose-500/15 text-rose-300">
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" strokeLinecap="round" />
          </svg>
        </div>
        <h1 className="mt-4 text-2xl font-bold text-white">Access Denied</h1>
        <p className="mt-2 text-sm text-slate-400">You don't have admin privileges to access this page.</p>
        <Link to="/" className={`${buttonClass("secondary")} mt-6`}>
          Back to Market
        </Link>
      </Card>
    </Page>
  );
}

/** The server decides who is an admin (product.md § Roles): any failure of the stats call shows Access Denied. */
function AdminStatsScreen() {
  const query = useQuery(adminStatsQueryOptions);
  if (query.isPending) return <Spinner label="Loading admin statistics..." />;
  if (query.isError || !query.data) return <AccessDenied />;
  return <AdminStatsView stats={query.data} refreshing={query.isFetching} onRefresh={() => void query.refetch()} />;
}

/** /admin: visitors go to /auth; everyone signed in asks the server. */
export function AdminDashboard() {
  return <RequireUser loadingLabel="Loading admin panel...">{() => <AdminStatsScreen />}</RequireUser>;
}
