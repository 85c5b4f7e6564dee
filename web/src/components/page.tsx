import type { ReactNode } from "react";

export function Page({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8 ${className}`}>{children}</div>;
}

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-400 sm:text-base">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-2xl border border-slate-800 bg-slate-900/70 p-5 ${className}`}>{children}</div>;
}

/** Until a screen's own issue lands, its route shows its title and says so plainly. */
export function ComingSoon({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Page>
      <PageHeader title={title} subtitle={subtitle} />
      <Card className="py-12 text-center">
        <p className="text-lg font-semibold text-white">Coming soon</p>
        <p className="mt-2 text-sm text-slate-400">This part of Coinfolio is being built.</p>
      </Card>
    </Page>
  );
}
