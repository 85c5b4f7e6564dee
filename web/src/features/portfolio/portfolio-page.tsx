import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { formatUsdPrice } from "../../../../domain/format";
import type { LeveragedPosition, PriceAlert, SpotPosition } from "../../../../schema/portfolio";
import { Button } from "../../components/button";
import { Card, Page, PageHeader } from "../../components/page";
import { Spinner } from "../../components/spinner";
import { reportError } from "../../lib/query-client";
import { notify } from "../../lib/toast";
import { CloseLeveragedDialog, ConfirmDeleteSpotDialog } from "./confirm-dialogs";
import { PlusIcon, RefreshIcon } from "./icons";
import { AddLeveragedPositionDialog, EditLeveragedPositionDialog } from "./leveraged-position-dialogs";
import { LeveragedPositions } from "./leveraged-positions";
import { PriceAlertsPanel, alertCondition } from "./price-alerts-panel";
import {
  leveragedPositionsQuery,
  priceAlertsQuery,
  spotPositionsQuery,
  useAcknowledgePriceAlerts,
  useAddLeveragedPosition,
  useAddSpotPosition,
  useCloseLeveragedPosition,
  useDeleteSpotPosition,
  useUpdatePrices,
} from "./queries";
import { AddSpotPositionDialog, EditSpotPositionDialog } from "./spot-position-dialogs";
import { SpotPositions } from "./spot-positions";
import { SummaryCards } from "./summary-cards";
import { PortfolioCharts } from "./portfolio-charts";
import { useAuth } from "../auth/queries";
import { LedgerSection } from "./ledger/ledger-section";
import { holdingsQuery } from "./ledger/queries";

/** How long the toast after a delete or close offers Undo. */
const UNDO_MS = 8000;

/** product.md § Portfolio page: the portfolio re-prices itself every 300,000 ms (update-prices, then the lists again). */
export const AUTO_REFRESH_MS = 300_000;

function useAutoRefresh(refresh: () => void) {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    const timer = window.setInterval(() => latest.current(), AUTO_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
}

/** Alerts triggered while the user was away (or by a refresh) show once as a toast, then count as seen. */
function useTriggeredAlertToast(alerts: PriceAlert[] | undefined) {
  const acknowledge = useAcknowledgePriceAlerts().mutate;
  const acknowledgeRef = useRef(acknowledge);
  acknowledgeRef.current = acknowledge;
  const shown = useRef(new Set<number>());
  useEffect(() => {
    const unseen = (alerts ?? []).filter((a) => a.isTriggered && !a.seenAt && !shown.current.has(a.id));
    if (unseen.length === 0) return;
    for (const a of unseen) shown.current.add(a.id);
    const describe = (a: PriceAlert) => `${a.name} (${a.symbol.toUpperCase()}) ${alertCondition(a).toLowerCase()}`;
    notify({
      title: unseen.length === 1 ? "Price Alert Triggered" : `${unseen.length} Price Alerts Triggered`,
      description: unseen.map(describe).join("; "),
      variant: "info",
      duration: 8000,
    });
    acknowledgeRef.current(
      unseen.map((a) => a.id),
      { onError: (error) => console.error("could not mark price alerts as seen", error) },
    );
  }, [alerts]);
}

function Section({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-white">{title}</h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

/** product.md § Portfolio page: summary, spot holdings, leveraged positions, and price alerts. */
export function PortfolioPage() {
  const spot = useQuery(spotPositionsQuery);
  const leveraged = useQuery(leveragedPositionsQuery);
  const alerts = useQuery(priceAlertsQuery);
  const method = useAuth().user?.costBasisMethod ?? "fifo";
  const holdings = useQuery(holdingsQuery(method));
  const updatePrices = useUpdatePrices();
  const deleteSpot = useDeleteSpotPosition();
  const closeLeveraged = useCloseLeveragedPosition();
  const [dialog, setDialog] = useState<"add-spot" | "add-leveraged" | null>(null);
  const [editingSpot, setEditingSpot] = useState<SpotPosition | null>(null);
  const [editingLeveraged, setEditingLeveraged] = useState<LeveragedPosition | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<SpotPosition | null>(null);
  const [confirmingClose, setConfirmingClose] = useState<LeveragedPosition | null>(null);
  const restoreSpot = useAddSpotPosition();
  const restoreLeveraged = useAddLeveragedPosition();

  // product.md § Errors and notices: a failed price refresh is logged only.
  const refresh = () =>
    updatePrices.mutate(undefined, { onError: (error) => console.error("price refresh failed", error) });
  useAutoRefresh(refresh);
  useTriggeredAlertToast(alerts.data ?? undefined);

  // Issue 17: both ask first, and the toast offers Undo, which adds the same position back.
  const removeSpot = (position: SpotPosition) => {
    setConfirmingDelete(null);
    deleteSpot.mutate(position.id, {
      onSuccess: () =>
        notify({
          title: "Success",
          description: "Position deleted successfully",
          variant: "success",
          duration: UNDO_MS,
          action: {
            label: "Undo",
            onClick: () =>
              restoreSpot.mutate(
                {
                  symbol: position.symbol,
                  name: position.name,
                  amount: position.amount,
                  entryPrice: position.entryPrice,
                  currentPrice: position.currentPrice,
                },
                { onError: (error) => reportError(error, "Error", "Failed to add position") },
              ),
          },
        }),
      onError: (error) => reportError(error, "Error", "Failed to delete position"),
    });
  };
  const close = (position: LeveragedPosition, exitPrice: string | null) => {
    setConfirmingClose(null);
    closeLeveraged.mutate(
      { id: position.id, exitPrice },
      {
        onSuccess: () =>
          notify({
            title: "Leveraged position closed successfully",
            description: exitPrice
              ? `${position.name} closed at ${formatUsdPrice(exitPrice)}`
              : `${position.name} closed`,
            variant: "success",
            duration: UNDO_MS,
            action: {
              label: "Undo",
              onClick: () =>
                restoreLeveraged.mutate(
                  {
                    symbol: position.symbol,
                    name: position.name,
                    size: position.size,
                    entryPrice: position.entryPrice,
                    currentPrice: position.currentPrice,
                    leverage: position.leverage,
                    liquidationPrice: position.liquidationPrice,
                    positionType: position.positionType,
                  },
                  { onError: (error) => reportError(error, "Error", "Failed to add leveraged position") },
                ),
            },
          }),
        onError: (error) => reportError(error, "Error", "Failed to close leveraged position"),
      },
    );
  };

  const loading = spot.isPending || leveraged.isPending;
  return (
    <Page>
      <PageHeader
        title="Portfolio Overview"
        subtitle="Your spot holdings and leveraged positions, priced from the market."
        actions={
          <Button variant="secondary" onClick={refresh} disabled={updatePrices.isPending}>
            <RefreshIcon spinning={updatePrices.isPending} />
            {updatePrices.isPending ? "Refreshing..." : "Refresh Prices"}
          </Button>
        }
      />
      {loading ? (
        <Spinner label="Loading portfolio..." />
      ) : spot.isError || leveraged.isError ? (
        <Card className="py-10 text-center">
          <p className="font-semibold text-white">Could not load your portfolio</p>
          <Button
            className="mt-4"
            variant="secondary"
            onClick={() => void Promise.all([spot.refetch(), leveraged.refetch()])}
          >
            Try again
          </Button>
        </Card>
      ) : (
        <div className="space-y-6">
          <SummaryCards spot={spot.data ?? []} leveraged={leveraged.data ?? []} ledger={holdings.data?.totals} />
          <PortfolioCharts ledgerVersion={Math.max(spot.dataUpdatedAt, holdings.dataUpdatedAt)} />
          <LedgerSection method={method} holdings={holdings} />
          <Section
            title="Portfolio Holdings"
            action={
              <Button size="sm" className="whitespace-nowrap" onClick={() => setDialog("add-spot")}>
                <PlusIcon /> Add Position
              </Button>
            }
          >
            <SpotPositions
              positions={spot.data ?? []}
              onEdit={setEditingSpot}
              onDelete={setConfirmingDelete}
              deleting={deleteSpot.isPending ? (deleteSpot.variables ?? null) : null}
            />
          </Section>
          <Section
            title="Leveraged Positions"
            action={
              <Button size="sm" className="whitespace-nowrap" onClick={() => setDialog("add-leveraged")}>
                <PlusIcon /> Add Leveraged Position
              </Button>
            }
          >
            <LeveragedPositions
              positions={leveraged.data ?? []}
              onEdit={setEditingLeveraged}
              onClose={setConfirmingClose}
              closing={closeLeveraged.isPending ? (closeLeveraged.variables?.id ?? null) : null}
            />
          </Section>
          <PriceAlertsPanel alerts={alerts.data ?? []} />
        </div>
      )}
      <AddSpotPositionDialog open={dialog === "add-spot"} onClose={() => setDialog(null)} />
      <AddLeveragedPositionDialog open={dialog === "add-leveraged"} onClose={() => setDialog(null)} />
      <EditSpotPositionDialog position={editingSpot} onClose={() => setEditingSpot(null)} />
      <EditLeveragedPositionDialog position={editingLeveraged} onClose={() => setEditingLeveraged(null)} />
      <ConfirmDeleteSpotDialog
        position={confirmingDelete}
        onCancel={() => setConfirmingDelete(null)}
        onConfirm={removeSpot}
      />
      <CloseLeveragedDialog position={confirmingClose} onCancel={() => setConfirmingClose(null)} onConfirm={close} />
    </Page>
  );
}
