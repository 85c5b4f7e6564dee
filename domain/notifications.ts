import { formatUsdPrice } from "./format";

/** What each notification says (issue 18): one place for the bell's and the push message's texts. */
type Note = { title: string; body: string; url: string };

const coin = (name: string, symbol: string) => `${name} (${symbol.toUpperCase()})`;

export function priceAlertNote(alert: {
  name: string;
  symbol: string;
  alertType: "above" | "below";
  targetPrice: string;
  triggeredPrice: string | null;
}): Note {
  const moved = alert.alertType === "above" ? "rose above" : "fell below";
  return {
    title: `${coin(alert.name, alert.symbol)} ${moved} ${formatUsdPrice(alert.targetPrice)}`,
    body: alert.triggeredPrice
      ? `Price alert triggered at ${formatUsdPrice(alert.triggeredPrice)}.`
      : "Price alert triggered.",
    url: "/portfolio",
  };
}

export function liquidationNote(position: {
  name: string;
  symbol: string;
  positionType: "long" | "short";
  leverage: number;
  liquidationPrice: string;
}): Note {
  const side = position.positionType === "long" ? "Long" : "Short";
  return {
    title: `${side} ${position.leverage}x ${coin(position.name, position.symbol)} liquidated`,
    body: `The price reached the liquidation price ${formatUsdPrice(position.liquidationPrice)}.`,
    url: "/portfolio",
  };
}

export type AdOrderEvent = "confirmed" | "approved" | "rejected" | "expired";
const AD_EVENTS: Record<AdOrderEvent, { title: string; body: string }> = {
  confirmed: { title: "payment confirmed", body: "Your payment arrived; the ad now awaits review." },
  approved: { title: "approved", body: "Your ad is live." },
  rejected: { title: "rejected", body: "Your ad was not approved. See the order for the reviewer's notes." },
  expired: { title: "ended", body: "Your ad's run is over. Book it again from the Advertise page." },
};

export function adOrderNote(order: { id: number }, event: AdOrderEvent): Note {
  const text = AD_EVENTS[event];
  return { title: `Ad order #${order.id} ${text.title}`, body: text.body, url: `/advertise/order/${order.id}` };
}
