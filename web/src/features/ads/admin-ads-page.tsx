import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/button";
import { Page, PageHeader, Card } from "../../components/page";
import { Spinner } from "../../components/spinner";
import { Tabs } from "../../components/tabs";
import { inputClass } from "../../components/form";
import { messageOf } from "../../lib/api";
import { reportError } from "../../lib/query-client";
import { notifyError, notifySuccess } from "../../lib/toast";
import { AdConfigView } from "./ad-config-view";
import { AD_TYPE_NAMES, adTypeText, formatDateTime, formatDays } from "./ad-texts";
import { adminOrdersQuery, useReviewOrder, type AdOrder } from "./order-queries";
import { StatusBadge } from "./status-badge";

/** product.md § Ad Review Dashboard: confirmed orders to approve or reject, and every order. */
export function AdminAdsPage() {
  const pending = useQuery(adminOrdersQuery("confirmed"));
  const all = useQuery(adminOrdersQuery());
  const failed = pending.isError || all.isError;
  const reported = useRef(false);
  useEffect(() => {
    // product.md § Ad Review Dashboard: a failed load says 'Failed to fetch orders' once, and the lists show empty.
    if (failed && !reported.current)
      notifyError("Failed to fetch orders", messageOf(pending.error ?? all.error, "Please try again."));
    reported.current = failed;
  }, [failed, pending.error, all.error]);
  const refresh = () => {
    reported.current = false;
    void pending.refetch();
    void all.refetch();
  };
  const pendingOrders = pending.isError ? [] : (pending.data ?? []);
  const allOrders = all.isError ? [] : (all.data ?? []);

  return (
    <Page>
      <PageHeader
        title="Ad Review Dashboard"
        subtitle="Approve or reject ads whose payment is confirmed."
        actions={
          <Button variant="secondary" onClick={refresh} disabled={pending.isFetching || all.isFetching}>
            {pending.isFetching || all.isFetching ? "Refreshing..." : "Refresh Orders"}
          </Button>
        }
      />
      {pending.isPending || all.isPending ? (
        <Spinner label="Loading orders..." />
      ) : (
        <Tabs
          items={[
            {
              key: "pending",
              label: `Pending Review (${pendingOrders.length})`,
              content: <PendingReview orders={pendingOrders} />,
            },
            { key: "all", label: `All Orders (${allOrders.length})`, content: <AllOrders orders={allOrders} /> },
          ]}
        />
      )}
    </Page>
  );
}

function PendingReview({ orders }: { orders: AdOrder[] }) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = orders.find((order) => order.id === selectedId) ?? null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <div className="space-y-3">
        {orders.length === 0 ? (
          <Card className="py-10 text-center text-sm text-slate-400">No orders pending review</Card>
        ) : (
          orders.map((order) => (
            <button
              key={order.id}
              type="button"
              onClick={() => setSelectedId(order.id)}
              aria-pressed={order.id === selectedId}
              className={`block w-full rounded-2xl border p-4 text-left transition-colors ${
                order.id === selectedId
                  ? "border-emerald-400 bg-emerald-500/10"
                  : "border-slate-800 bg-slate-900/70 hover:border-slate-600"
              }`}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-white">Order #{order.id}</span>
                <StatusBadge status={order.status} />
              </span>
              <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-400">
                <span className="capitalize">{adTypeText(order.adType)}</span>
                <span>{formatDays(order.duration)}</span>
                <span className="text-slate-200">
                  {order.paymentAmount} {order.paymentCurrency}
                </span>
              </span>
              <span className="mt-1 block text-xs text-slate-500">Created {formatDateTime(order.createdAt)}</span>
              {order.transactionHash ? (
                <span className="mt-1 block truncate font-mono text-xs text-slate-400">
                  Tx {order.transactionHash.slice(0, 20)}…
                </span>
              ) : null}
            </button>
          ))
        )}
      </div>
      {selected ? (
        <ReviewPanel key={selected.id} order={selected} onDone={() => setSelectedId(null)} />
      ) : (
        <Card className="flex items-center justify-center py-10 text-center text-sm text-slate-400">
          Select an order to review
        </Card>
      )}
    </div>
  );
}

function ReviewPanel({ order, onDone }: { order: AdOrder; onDone: () => void }) {
  const [notes, setNotes] = useState("");
  const review = useReviewOrder();
  const decide = (action: "approve" | "reject") =>
    review.mutate(
      { id: order.id, action, adminNotes: notes },
      {
        onSuccess: () => {
          notifySuccess(action === "approve" ? "Ad Approved" : "Ad Rejected", `Order #${order.id}`);
          onDone();
        },
        onError: (error) =>
          reportError(error, "Failed to update ad order", messageOf(error, "Please refresh and try again.")),
      },
    );
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-white">Review Order #{order.id}</h2>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-400">Type</dt>
          <dd className="text-slate-100">{AD_TYPE_NAMES[order.adType]}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Duration</dt>
          <dd className="text-slate-100">{formatDays(order.duration)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Payment</dt>
          <dd className="text-slate-100">
            {order.paymentAmount} {order.paymentCurrency}
            {order.costUsd ? <span className="text-slate-400"> (${order.costUsd})</span> : null}
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">Status</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
        </div>
      </dl>
      <AdConfigView order={order} />
      <div>
        <p className="text-sm text-slate-400">Transaction hash</p>
        <p className="break-all font-mono text-sm text-slate-100">{order.transactionHash ?? "—"}</p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="admin-notes" className="block text-sm font-medium text-slate-200">
          Admin Notes
        </label>
        <textarea
          id="admin-notes"
          rows={3}
          maxLength={1000}
          className={inputClass}
          placeholder="Add notes about your decision..."
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => decide("approve")} disabled={review.isPending}>
          Approve Ad
        </Button>
        <Button variant="danger" onClick={() => decide("reject")} disabled={review.isPending}>
          Reject Ad
        </Button>
      </div>
    </Card>
  );
}

function AllOrders({ orders }: { orders: AdOrder[] }) {
  if (orders.length === 0) return <Card className="py-10 text-center text-sm text-slate-400">No orders found</Card>;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-800 md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-900 text-xs uppercase tracking-wide text-slate-400">
            <tr>
              {["Order", "Status", "Type", "Duration", "Payment", "Created", "Started", "Ends", "Reviewed"].map(
                (heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 font-medium">
                    {heading}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-800">
            {orders.map((order) => (
              <tr key={order.id} className="text-slate-200">
                <td className="px-3 py-2 font-semibold text-white">#{order.id}</td>
                <td className="px-3 py-2">
                  <StatusBadge status={order.status} />
                </td>
                <td className="px-3 py-2 capitalize">{adTypeText(order.adType)}</td>
                <td className="px-3 py-2">{formatDays(order.duration)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {order.paymentAmount} {order.paymentCurrency}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(order.startDate)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(order.endDate)}</td>
                <td className="px-3 py-2">{order.adminReviewed ? "Yes" : "No"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {orders.map((order) => (
          <li key={order.id} className="rounded-2xl border border-slate-800 bg-slate-900/70 p-4 text-sm">
            <div className="flex items-center justify-between">
              <span className="font-semibold text-white">Order #{order.id}</span>
              <StatusBadge status={order.status} />
            </div>
            <p className="mt-1 text-slate-400">
              <span className="capitalize">{adTypeText(order.adType)}</span> · {formatDays(order.duration)} ·{" "}
              {order.paymentAmount} {order.paymentCurrency}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
              <dt className="text-slate-500">Created</dt>
              <dd className="text-slate-300">{formatDateTime(order.createdAt)}</dd>
              <dt className="text-slate-500">Started</dt>
              <dd className="text-slate-300">{formatDateTime(order.startDate)}</dd>
              <dt className="text-slate-500">Ends</dt>
              <dd className="text-slate-300">{formatDateTime(order.endDate)}</dd>
              <dt className="text-slate-500">Reviewed</dt>
              <dd className="text-slate-300">{order.adminReviewed ? "Yes" : "No"}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
