import { Link } from "@tanstack/react-router";
import { buttonClass } from "../../components/button";
import { Card, Page } from "../../components/page";
import { ApiError } from "../../lib/api";

/** A coin's or an ICP token's page while it loads: the header, the figures and the chart as grey shapes. */
export function AssetSkeleton({ label, logoClass }: { label: string; logoClass: string }) {
  return (
    <Page className="space-y-6">
      <div className="flex items-center gap-4" role="status" aria-label={label}>
        <span className={`${logoClass} animate-pulse rounded-full bg-slate-800`} />
        <div className="space-y-2">
          <div className="h-7 w-48 animate-pulse rounded bg-slate-800" />
          <div className="h-6 w-56 animate-pulse rounded bg-slate-800" />
        </div>
      </div>
      <div className="h-24 animate-pulse rounded-2xl bg-slate-900/70" />
      <div className="h-96 animate-pulse rounded-2xl bg-slate-900/70" />
    </Page>
  );
}

type Back = { to: "/" | "/icp-tokens"; label: string };
type Text = { title: string; text: string };

/** A coin's or an ICP token's page that cannot be shown (not found, failed), with the way back to its list. */
export function AssetMessage({ title, text, back }: { title: string; text: string; back: Back }) {
  return (
    <Page>
      <Card className="mx-auto max-w-lg py-12 text-center">
        <h1 className="text-xl font-semibold text-white">{title}</h1>
        <p className="mt-2 text-sm text-slate-400">{text}</p>
        <Link to={back.to} className={`${buttonClass("primary")} mt-6`}>
          {back.label}
        </Link>
      </Card>
    </Page>
  );
}

/**
 * What a coin's or an ICP token's route shows when its request fails: not found for a 400 or 404 (an id its list
 * does not hold), else that it failed.
 */
export function AssetError({
  error,
  notFound,
  failed,
  back,
}: {
  error: unknown;
  notFound: Text;
  failed: Text;
  back: Back;
}) {
  const { title, text } = error instanceof ApiError && [400, 404].includes(error.status) ? notFound : failed;
  return <AssetMessage title={title} text={text} back={back} />;
}
