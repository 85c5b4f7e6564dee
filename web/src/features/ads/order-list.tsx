import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "../../components/button";
import { Card } from "../../components/page";
import { Tabs } from "../../components/tabs";
import { reportError } from "../../lib/query-client";
import { notifySuccess } from "../../lib/toast";
import { adTypeText, formatDays } from "./ad-texts";
import { formatPaymentAmount } from "../../../../domain/payment-amount";
import { isLiveAdStatus } from "../../../../schema/ad-constants";
import { activeOrdersQuery, archivedOrdersQuery, useArchiveOrder, type AdOrder } from "./order-queries";
import { StatusBadge } from "./status-badge";

/** product.md § Advertise page: 'Your Ad Orders', shown once the user has any order, active or archived. */
export function YourAdOrders() {
  const active = useQuery(activeOrdersQuery);
  const archived = useQuery(archivedOrdersQuery);
  // The card appears once the user has orders, so nothing stands in for it while they load.
  if (active.isPending || archived.isPending) return null;
  const activeOrders = active.data ?? [];
  const archivedOrders = archived.data ?? [];
  if (activeOrders.length === 0 && archivedOrders.length === 0) return null;
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold text-white">Your Ad Orders</h2>
      <Tabs
        items={[
          {
            key: "active",
            label: `Active Orders (${activeOrders.length})`,
            content: (
              <OrderRows
                orders={activeOrders}
                archived={false}
                empty="No active orders. Create your first ad order below."
              />
            ),
          },
          {
            key: "archived",
            label: `Archived Orders (${archivedOrders.length})`,
            content: <OrderRows orders={archivedOrders} archived empty="No archived orders." />,
          },
        ]}
      />
    </Card>
  );
}

function OrderRows({ orders, archived, empty }: { orders: AdOrder[]; archived: boolean; empty: string }) {
  const move = useArchiveOrder();
  if (orders.length === 0) return <p className="py-8 text-center text-sm text-slate-400">{empty}</p>;
  const toggle = (order: AdOrder) =>
    move.mutate(
      { id: order.id, archived: !archived },
      {
        onSuccess: () => notifySuccess(archived ? "Order restored" : "Order archived", `Order #${order.id}`),
        onError: (error) => reportError(error, archived ? "Error restoring order" : "Error archiving order"),
      },
    );
  return (
    <ul className="divide-y divide-slate-800">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-white">Order #{order.id}</span>
              <StatusBadge status={order.status} />
            </div>
            <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-400">
              <span className="capitalize">{adTypeText(order.adType)}</span>
              <span>{formatDays(order.duration)}</span>
              <span className="font-medium text-slate-200">
                {order.paymentAmount ? formatPaymentAmount(order.paymentAmount, order.paymentCurrency) : "—"}{" "}
                {order.paymentCurrency}
              </span>
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Link
              to="/advertise/order/$id"
              params={{ id: String(order.id) }}
              className={buttonClass("secondary", "sm")}
            >
              View Details
            </Link>
            {archived || !isLiveAdStatus(order.status) ? (
              <button
                type="button"
                className={buttonClass("ghost", "sm")}
                onClick={() => toggle(order)}
                disabled={move.isPending}
                aria-label={`${archived ? "Restore" : "Archive"} order #${order.id}`}
              >
                {archived ? "Restore" : "Archive"}
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
