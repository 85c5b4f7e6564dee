import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useState, type ReactNode } from "react";
import { Button, buttonClass } from "../../components/button";
import { Field, TextInput } from "../../components/form";
import { Card, Page } from "../../components/page";
import { Spinner } from "../../components/spinner";
import { messageOf } from "../../lib/api";
import { reportError } from "../../lib/query-client";
import { notify, notifySuccess } from "../../lib/toast";
import { AdConfigView } from "./ad-config-view";
import { AD_TYPE_NAMES, formatDateTime, formatDays } from "./ad-texts";
import { currencyOnChain, formatPaymentAmount } from "../../../../domain/payment-amount";
import { AddressQr } from "./address-qr";
import { CopyButton } from "./copy-button";
import {
  adOrderQuery,
  useCheckPayment,
  useGeneratePaymentAddress,
  useSaveSenderAddress,
  type AdOrder,
} from "./order-queries";
import { StatusBadge } from "./status-badge";

const WALLET_REQUIRED = "Please enter your wallet address before checking payment status";

/** product.md § Ad order page: status, the order and its configuration, and how to pay. */
export function OrderDetailPage({ id }: { id: string }) {
  const orderId = /^\d+$/.test(id) ? Number(id) : null;
  const order = useQuery({ ...adOrderQuery(orderId ?? 0), enabled: orderId !== null });
  if (orderId === null || order.isError) return <OrderNotFound />;
  if (order.isPending) return <Spinner label="Loading order details..." />;
  return order.data ? <OrderDetail order={order.data} /> : <OrderNotFound />;
}

function OrderNotFound() {
  return (
    <Page className="max-w-2xl">
      <Card className="py-12 text-center">
        <h1 className="text-xl font-bold text-white">Order Not Found</h1>
        <p className="mt-2 text-sm text-slate-400">The ad order could not be found.</p>
        <Link to="/advertise" className={`${buttonClass("primary")} mt-6`}>
          Back to Advertise
        </Link>
      </Card>
    </Page>
  );
}

function OrderDetail({ order }: { order: AdOrder }) {
  return (
    <Page className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Ad Order #{order.id}</h1>
          <p className="mt-1 text-sm text-slate-400">Created {formatDateTime(order.createdAt)}</p>
        </div>
        <div className="self-start sm:self-auto">
          <StatusBadge status={order.status} />
        </div>
      </div>
      <StatusBanner order={order} />
      <div className="grid gap-6 lg:grid-cols-2">
        <OrderDetailsCard order={order} />
        <PaymentCard order={order} />
      </div>
      <Link to="/advertise" className={buttonClass("secondary")}>
        Back to Advertise
      </Link>
    </Page>
  );
}

const bannerTones = {
  amber: "border-amber-500/40 bg-amber-500/10 text-amber-100",
  sky: "border-sky-500/40 bg-sky-500/10 text-sky-100",
  indigo: "border-indigo-500/40 bg-indigo-500/10 text-indigo-100",
  emerald: "border-emerald-500/40 bg-emerald-500/10 text-emerald-100",
  rose: "border-rose-500/40 bg-rose-500/10 text-rose-100",
  slate: "border-slate-700 bg-slate-800/60 text-slate-200",
} as const;

function Banner({ tone, title, children }: { tone: keyof typeof bannerTones; title: string; children: ReactNode }) {
  return (
    <div role="status" className={`rounded-xl border px-4 py-3 ${bannerTones[tone]}`}>
      <p className="font-semibold">{title}</p>
      <div className="mt-0.5 text-sm opacity-90">{children}</div>
    </div>
  );
}

/** One banner per status (product.md § Ad order status). */
function StatusBanner({ order }: { order: AdOrder }) {
  const amount = order.paymentAmount
    ? `${formatPaymentAmount(order.paymentAmount, order.paymentCurrency)} ${currencyOnChain(order.paymentCurrency)}`
    : `— ${order.paymentCurrency}`;
  switch (order.status) {
    case "pending":
      return order.paymentAddress ? (
        <Banner tone="amber" title="Awaiting payment">
          Send exactly {amount} to the payment address below, enter the wallet address you send from, then press Check
          Payment Status. Pending payments are also checked automatically every few minutes.
        </Banner>
      ) : (
        <Banner tone="amber" title="Payment address not generated yet">
          Press Generate Payment Address below to get the {order.paymentCurrency} address to pay {amount} to.
        </Banner>
      );
    case "confirmed":
      return (
        <Banner tone="sky" title="Payment confirmed">
          Your payment was detected. An admin will review your ad; it goes live once approved.
        </Banner>
      );
    case "paid":
      return (
        <Banner tone="indigo" title="Payment received">
          Your payment was received and is being processed.
        </Banner>
      );
    case "active":
      return (
        <Banner tone="emerald" title="Your ad is live">
          It runs until {formatDateTime(order.endDate)}.
        </Banner>
      );
    case "rejected":
      return (
        <Banner tone="rose" title="Ad rejected">
          {order.adminNotes ? `Reason: ${order.adminNotes}` : "An admin rejected this ad."}
        </Banner>
      );
    case "expired":
      return (
        <Banner tone="slate" title="Ad finished">
          This ad ran from {formatDateTime(order.startDate)} to {formatDateTime(order.endDate)}.
        </Banner>
      );
  }
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="min-w-0 text-sm font-medium text-slate-100 sm:text-right">{children}</dd>
    </div>
  );
}

function OrderDetailsCard({ order }: { order: AdOrder }) {
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-white">Order Details</h2>
      <dl className="space-y-2.5">
        <Detail label="Ad type">{AD_TYPE_NAMES[order.adType]}</Detail>
        <Detail label="Duration">{formatDays(order.duration)}</Detail>
        <Detail label="Total cost">
          {order.paymentAmount ? formatPaymentAmount(order.paymentAmount, order.paymentCurrency) : "—"}{" "}
          {order.paymentCurrency}
          {order.costUsd ? <span className="ml-1 font-normal text-slate-400">(${order.costUsd} USD)</span> : null}
        </Detail>
        <Detail label="Start date">{formatDateTime(order.startDate, "Starts when approved")}</Detail>
        <Detail label="End date">
          {formatDateTime(order.endDate, order.startDate ? "—" : `${formatDays(order.duration)} after approval`)}
        </Detail>
      </dl>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-300">Ad configuration</h3>
        <AdConfigView order={order} />
      </div>
      {order.adminNotes ? (
        <div className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-300">Admin notes</h3>
          <p className="whitespace-pre-wrap rounded-xl border border-slate-800 bg-slate-950/40 px-3 py-2 text-sm text-slate-200">
            {order.adminNotes}
          </p>
        </div>
      ) : null}
    </Card>
  );
}

function CopyLine({ label, value, missing }: { label: string; value: string | null; missing: string }) {
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-400">{label}</p>
      <div className="flex items-start gap-2">
        <code
          className={`min-w-0 flex-1 break-all rounded-lg border border-slate-800 bg-slate-950 px-3 py-2 font-mono text-sm ${value ? "text-white" : "text-slate-500"}`}
        >
          {value ?? missing}
        </code>
        <CopyButton value={value} label={label} />
      </div>
    </div>
  );
}

/** How the payment will be recognised (issue 14): by its own address, or by its exact amount at a shared one. */
function amountHint(order: AdOrder) {
  if (order.paymentMatch === "deposit") {
    return `In ${currencyOnChain(order.paymentCurrency)}. This address is this order's own: sending more is fine; sending less is not counted.`;
  }
  return `In ${currencyOnChain(order.paymentCurrency)}. Send exactly this amount: it is how this order's payment is told apart at a shared address.`;
}

function PaymentCard({ order }: { order: AdOrder }) {
  const generate = useGeneratePaymentAddress();
  const pending = order.status === "pending";
  const onGenerate = () =>
    generate.mutate(order.id, {
      onSuccess: (updated) =>
        notifySuccess(
          "Address Generated",
          updated.paymentAmount
            ? `Send ${formatPaymentAmount(updated.paymentAmount, updated.paymentCurrency)} ${currencyOnChain(updated.paymentCurrency)} to it.`
            : undefined,
        ),
      onError: (error) =>
        reportError(error, "Failed to generate payment address", messageOf(error, "Please try again later.")),
    });
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-white">Payment Information</h2>
      {order.paymentAddress ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <CopyLine
              label={`Payment address (${currencyOnChain(order.paymentCurrency)})`}
              value={order.paymentAddress}
              missing=""
            />
          </div>
          <AddressQr address={order.paymentAddress} currency={order.paymentCurrency} />
        </div>
      ) : (
        <div className="space-y-2 rounded-xl border border-dashed border-slate-700 p-4">
          <p className="text-sm text-slate-300">Payment address not generated yet</p>
          {pending ? (
            <Button variant="secondary" onClick={onGenerate} disabled={generate.isPending}>
              {generate.isPending ? "Generating..." : "Generate Payment Address"}
            </Button>
          ) : null}
        </div>
      )}
      <CopyLine
        label="Amount to send"
        value={order.paymentAmount ? formatPaymentAmount(order.paymentAmount, order.paymentCurrency) : null}
        missing="—"
      />
      <p className="-mt-2 text-xs text-slate-400">{amountHint(order)}</p>
      <dl className="space-y-2.5">
        <Detail label="Your wallet address">
          <span className="break-all font-mono">{order.senderAddress ?? "Not entered yet"}</span>
        </Detail>
        <Detail label="Transaction hash">
          <span className="break-all font-mono">{order.transactionHash ?? "Not detected yet"}</span>
        </Detail>
        {order.paymentConfirmed ? <Detail label="Confirmations">{order.confirmationBlocks}</Detail> : null}
      </dl>
      {pending ? <SenderForm order={order} /> : null}
    </Card>
  );
}

/** product.md § Ad order page: the wallet address (trimmed, required) is saved, then the payment is looked for. */
function SenderForm({ order }: { order: AdOrder }) {
  const [address, setAddress] = useState(order.senderAddress ?? "");
  useEffect(() => setAddress(order.senderAddress ?? ""), [order.senderAddress]);
  const save = useSaveSenderAddress();
  const check = useCheckPayment();
  const trimmed = address.trim();
  const busy = save.isPending || check.isPending;

  const saveAddress = () =>
    save.mutateAsync({ id: order.id, senderAddress: trimmed }).then(
      () => true,
      (error: unknown) => {
        reportError(
          error,
          "Failed to update sender address",
          messageOf(error, "Please check the address and try again."),
        );
        return false;
      },
    );

  const onSave = async () => {
    if (await saveAddress()) notifySuccess("Sender Address Updated", "It is kept with your order.");
  };

  const onCheck = async () => {
    if (!trimmed) return notify({ title: WALLET_REQUIRED, variant: "error" });
    if (trimmed !== order.senderAddress && !(await saveAddress())) return;
    check.mutate(order.id, {
      onSuccess: ({ confirmed }) =>
        confirmed
          ? notifySuccess("Payment Confirmed", "Your payment was detected. Your ad is now awaiting admin review.")
          : notify({
              title: "Payment Not Found",
              description: "We haven't detected your payment yet. Please try again in a few minutes.",
            }),
      onError: (error) =>
        reportError(error, "Failed to check payment", messageOf(error, "Please try again in a few minutes.")),
    });
  };

  return (
    <div className="space-y-3 border-t border-slate-800 pt-4">
      <Field
        label="Your wallet address (the one you pay from)"
        htmlFor="sender-address"
        hint={trimmed ? undefined : WALLET_REQUIRED}
      >
        <TextInput
          id="sender-address"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          placeholder={`Your ${order.paymentCurrency} address`}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          onClick={() => void onSave()}
          disabled={!trimmed || trimmed === order.senderAddress || busy}
        >
          {save.isPending ? "Saving..." : "Save"}
        </Button>
        <Button onClick={() => void onCheck()} disabled={!trimmed || busy || !order.paymentAddress}>
          {check.isPending ? "Checking..." : "Check Payment Status"}
        </Button>
      </div>
    </div>
  );
}
