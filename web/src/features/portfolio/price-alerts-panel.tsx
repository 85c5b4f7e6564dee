import { useState, type FormEvent } from "react";
import { canonicalDecimal, moneyProblem } from "../../../../domain/money";
import type { AlertType } from "../../../../domain/positions";
import { distanceToTarget } from "../../../../domain/price-alerts";
import type { PriceAlert } from "../../../../schema/portfolio";
import { Button } from "../../components/button";
import { Card } from "../../components/page";
import { reportError } from "../../lib/query-client";
import { notifyError, notifySuccess } from "../../lib/toast";
import { CoinSearch, type SearchCoin } from "./coin-search";
import { Badge, IconButton } from "./display";
import { formatUsdPrice } from "../../../../domain/format";
import { FormField, PRICE_STEP, SelectField } from "./form-fields";
import { BellIcon, TrashIcon } from "./icons";
import { useAddPriceAlert, useDeletePriceAlert, useSetPriceAlertActive } from "./queries";
import { EmptyState } from "./table-parts";

export const alertCondition = (alert: Pick<PriceAlert, "alertType" | "targetPrice">) =>
  `${alert.alertType === "above" ? "Above" : "Below"} ${formatUsdPrice(alert.targetPrice)}`;

const CONDITIONS = [
  { value: "above", label: "Price rises above" },
  { value: "below", label: "Price falls below" },
] as const;

/** The price alert form; the coin page opens it with its coin and price filled in. */
export function NewAlertForm({
  initialCoin = null,
  initialTarget = "",
  onCreated,
}: {
  initialCoin?: SearchCoin | null;
  initialTarget?: string;
  onCreated?: () => void;
} = {}) {
  const [coin, setCoin] = useState<SearchCoin | null>(initialCoin);
  const [alertType, setAlertType] = useState<AlertType>("above");
  const [target, setTarget] = useState(initialTarget);
  const [error, setError] = useState<string | undefined>();
  const add = useAddPriceAlert();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!coin) return;
    const problem = moneyProblem(target.trim());
    setError(problem ? `Target price ${problem}` : undefined);
    if (problem) return notifyError("Validation Error", "Please check your input data");
    add.mutate(
      { symbol: coin.symbol.toLowerCase(), name: coin.name, alertType, targetPrice: canonicalDecimal(target.trim()) },
      {
        onSuccess: (alert) => {
          notifySuccess(
            "Price Alert Created",
            `${alert.name} (${alert.symbol.toUpperCase()}): ${alertCondition(alert)}`,
          );
          setCoin(null);
          setTarget("");
          onCreated?.();
        },
        onError: (e) => reportError(e, "Error", "Failed to create price alert"),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {coin ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-sm">
          <span className="min-w-0 truncate text-white">
            {coin.name} <span className="uppercase text-slate-400">{coin.symbol}</span>
            <span className="ml-2 text-slate-400">now {formatUsdPrice(coin.current_price)}</span>
          </span>
          <button
            type="button"
            className="text-xs text-emerald-300 hover:text-emerald-200"
            onClick={() => setCoin(null)}
          >
            Change
          </button>
        </div>
      ) : (
        <CoinSearch label="Coin" onPick={setCoin} />
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <SelectField
          label="Condition"
          value={alertType}
          onChange={(v) => setAlertType(v as AlertType)}
          options={CONDITIONS}
        />
        <FormField
          label="Target Price (USD)"
          type="number"
          step={PRICE_STEP}
          value={target}
          onChange={setTarget}
          error={error}
        />
        <Button
          type="submit"
          disabled={!coin || target.trim() === "" || add.isPending}
          className={error ? "sm:mb-5" : ""}
        >
          <BellIcon /> {add.isPending ? "Creating..." : "Create Alert"}
        </Button>
      </div>
    </form>
  );
}

function AlertStatus({ alert }: { alert: PriceAlert }) {
  if (alert.isTriggered) return <Badge tone="success">Triggered</Badge>;
  return alert.isActive ? <Badge tone="long">Watching</Badge> : <Badge tone="muted">Paused</Badge>;
}

/** Where the price is now and how far it still has to move (issue 18). */
function AlertDistance({ alert }: { alert: PriceAlert }) {
  return (
    <span data-testid="alert-distance">
      {` · now ${formatUsdPrice(alert.marketPrice)} · `}
      <span className="text-slate-300">{distanceToTarget(alert.targetPrice, alert.marketPrice)}</span>
      {" to target"}
    </span>
  );
}

function AlertRow({ alert }: { alert: PriceAlert }) {
  const setActive = useSetPriceAlertActive();
  const remove = useDeletePriceAlert();
  const toggleLabel = alert.isTriggered ? "Re-arm" : alert.isActive ? "Pause" : "Resume";
  return (
    <li data-testid={`alert-${alert.id}`} className="py-3">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 truncate text-sm font-medium text-white">
          {alert.name} <span className="text-xs uppercase text-slate-400">{alert.symbol}</span>
        </p>
        <AlertStatus alert={alert} />
      </div>
      <div className="mt-1 flex items-center justify-between gap-3">
        <p className="min-w-0 text-xs text-slate-400">
          {alertCondition(alert)}
          {!alert.isTriggered && alert.marketPrice ? <AlertDistance alert={alert} /> : null}
          {alert.isTriggered && alert.triggeredPrice ? ` · reached ${formatUsdPrice(alert.triggeredPrice)}` : ""}
          {alert.triggeredAt ? ` on ${new Date(alert.triggeredAt).toLocaleString()}` : ""}
        </p>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={setActive.isPending}
            onClick={() =>
              setActive.mutate(
                { id: alert.id, isActive: alert.isTriggered || !alert.isActive },
                { onError: (e) => reportError(e, "Error", "Failed to update price alert") },
              )
            }
          >
            {toggleLabel}
          </Button>
          <IconButton
            label={`Delete alert for ${alert.name}`}
            tone="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(alert.id, { onError: (e) => reportError(e, "Error", "Failed to delete price alert") })
            }
          >
            <TrashIcon />
          </IconButton>
        </div>
      </div>
    </li>
  );
}

/** The 'Price Alerts' the sign-in page promises: create, list, pause or re-arm, delete. */
export function PriceAlertsPanel({ alerts }: { alerts: PriceAlert[] }) {
  return (
    <section aria-label="Price Alerts">
      <Card>
        <div className="mb-4">
          <h2 className="text-lg font-semibold text-white">Price Alerts</h2>
          <p className="text-sm text-slate-400">
            Get told when a coin crosses your target price. Prices are checked every minute.
          </p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <NewAlertForm />
          {alerts.length === 0 ? (
            <EmptyState>No price alerts yet. Pick a coin and a target price to create one.</EmptyState>
          ) : (
            <ul aria-label="Your price alerts" className="divide-y divide-slate-800">
              {alerts.map((alert) => (
                <AlertRow key={alert.id} alert={alert} />
              ))}
            </ul>
          )}
        </div>
      </Card>
    </section>
  );
}
