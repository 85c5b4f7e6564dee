import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent, type ReactNode } from "react";
import { adCostUsd, cryptoAmount } from "../../../../domain/ad-pricing";
import {
  AD_TYPES,
  BANNER_PLACEMENTS,
  DURATION_MAX,
  DURATION_MIN,
  PAYMENT_CURRENCIES,
  SCROLLING_MESSAGE_ERROR,
  SCROLLING_PLACEMENTS,
  TOKEN_PLACEMENTS,
  PAYMENT_PRICE_IDS,
  type AdType,
  type PaymentCurrency,
} from "../../../../schema/ad-constants";
import { Button } from "../../components/button";
import { Field, TextInput, inputClass } from "../../components/form";
import { ApiError, messageOf } from "../../lib/api";
import { type FieldIssue, fieldErrors } from "../../lib/field-errors";
import { reportError } from "../../lib/query-client";
import { notify, notifySuccess } from "../../lib/toast";
import {
  buildAdOrder,
  fieldOfIssue,
  initialAdForm,
  parseDuration,
  tooLongMessages,
  type AdFormErrors,
  type AdFormState,
} from "./ad-form-model";
import { AD_TYPE_NAMES, PLACEMENT_NAMES, formatDays } from "./ad-texts";
import { adPaymentRatesQuery, tokenPricesQuery, useCreateAdOrder } from "./order-queries";
import { TokenPicker } from "./token-picker";

/** product.md § Ad form: the 'Create Your Ad' form; on success the order's page opens. */
export function AdOrderForm({
  adType,
  onAdTypeChange,
}: {
  adType: AdType | "";
  onAdTypeChange: (type: AdType | "") => void;
}) {
  const [form, setForm] = useState<AdFormState>(initialAdForm);
  const [errors, setErrors] = useState<AdFormErrors>({});
  const create = useCreateAdOrder();
  const navigate = useNavigate();
  const state = { ...form, adType };

  const set = <K extends keyof AdFormState>(key: K, value: AdFormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLongMessages(state.messages).length > 0 && adType === "scrolling") {
      setErrors({ messages: SCROLLING_MESSAGE_ERROR });
      notify({ title: "Scrolling messages must be 30 characters or less", variant: "error" });
      return;
    }
    const built = buildAdOrder(state);
    if (built.errors) {
      setErrors(built.errors);
      return;
    }
    create.mutate(built.order, {
      onSuccess: (order) => {
        notifySuccess("Ad Order Created", `Order #${order.id}: send the payment to activate your ad.`);
        void navigate({ to: "/advertise/order/$id", params: { id: String(order.id) } });
      },
      onError: (error) => {
        setErrors(serverErrors(error, state));
        reportError(error, "Error", messageOf(error, "Failed to create ad order"));
      },
    });
  };

  const field = (key: keyof AdFormErrors) => ({ id: `ad-${key}`, error: errors[key] });

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Create Your Ad">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Ad type" htmlFor="ad-adType" error={errors.adType}>
          <select
            id="ad-adType"
            className={inputClass}
            value={adType}
            onChange={(e) => {
              onAdTypeChange(e.target.value as AdType | "");
              setErrors({});
            }}
          >
            <option value="">Select an ad type</option>
            {AD_TYPES.map((type) => (
              <option key={type} value={type}>
                {AD_TYPE_NAMES[type]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Duration (days)"
          htmlFor="ad-duration"
          error={errors.duration}
          hint={`${DURATION_MIN} to ${DURATION_MAX} days`}
        >
          <TextInput
            id="ad-duration"
            type="number"
            inputMode="numeric"
            min={DURATION_MIN}
            max={DURATION_MAX}
            step={1}
            value={form.duration}
            onChange={(e) => set("duration", e.target.value)}
          />
        </Field>
        <Field label="Payment currency" htmlFor="ad-currency">
          <select
            id="ad-currency"
            className={inputClass}
            value={form.currency}
            onChange={(e) => set("currency", e.target.value as PaymentCurrency)}
          >
            {PAYMENT_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </Field>
      </div>

      {adType === "banner" ? (
        <FieldGroup title="Banner">
          <Field label="Title" {...labelled(field("title"))}>
            <TextInput id="ad-title" maxLength={60} value={form.title} onChange={(e) => set("title", e.target.value)} />
          </Field>
          <Field label="Description" {...labelled(field("description"))}>
            <textarea
              id="ad-description"
              rows={2}
              maxLength={160}
              className={inputClass}
              value={form.description}
              onChange={(e) => set("description", e.target.value)}
            />
          </Field>
          <LinkFields form={form} set={set} errors={errors} />
          <PlacementSelect
            value={form.bannerPlacement}
            options={BANNER_PLACEMENTS}
            onChange={(v) => set("bannerPlacement", v)}
          />
        </FieldGroup>
      ) : null}

      {adType === "promoted_token" || adType === "highlight" ? (
        <FieldGroup title={adType === "highlight" ? "Token highlight" : "Promoted token"}>
          <Field label="Token" htmlFor="ad-token" error={errors.token}>
            <TokenPicker
              id="ad-token"
              value={form.token}
              onChange={(token) => set("token", token)}
              invalid={Boolean(errors.token)}
            />
          </Field>
          {form.token === "custom" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Custom token name" {...labelled(field("customName"))}>
                <TextInput
                  id="ad-customName"
                  maxLength={60}
                  value={form.customName}
                  onChange={(e) => set("customName", e.target.value)}
                />
              </Field>
              <Field label="Custom token symbol" {...labelled(field("customSymbol"))}>
                <TextInput
                  id="ad-customSymbol"
                  maxLength={15}
                  value={form.customSymbol}
                  onChange={(e) => set("customSymbol", e.target.value.toUpperCase())}
                />
              </Field>
            </div>
          ) : null}
          {adType === "highlight" ? (
            <Field label="Highlight colour" {...labelled(field("highlightColor"))}>
              <div className="flex items-center gap-3">
                <input
                  type="color"
                  aria-label="Pick a highlight colour"
                  value={/^#[0-9a-fA-F]{6}$/.test(form.highlightColor) ? form.highlightColor : "#22c55e"}
                  onChange={(e) => set("highlightColor", e.target.value)}
                  className="h-10 w-14 cursor-pointer rounded-lg border border-slate-700 bg-slate-950 p-1"
                />
                <TextInput
                  id="ad-highlightColor"
                  className="max-w-32"
                  value={form.highlightColor}
                  onChange={(e) => set("highlightColor", e.target.value)}
                />
              </div>
            </Field>
          ) : null}
          <PlacementSelect
            value={form.tokenPlacement}
            options={TOKEN_PLACEMENTS}
            onChange={(v) => set("tokenPlacement", v)}
          />
        </FieldGroup>
      ) : null}

      {adType === "scrolling" ? (
        <FieldGroup title="Scrolling ticker">
          <Field
            label="Messages (one per line)"
            htmlFor="ad-messages"
            error={errors.messages ?? (tooLongMessages(form.messages).length > 0 ? SCROLLING_MESSAGE_ERROR : undefined)}
            hint="Up to 10 messages, each at most 30 characters"
          >
            <textarea
              id="ad-messages"
              rows={4}
              className={inputClass}
              value={form.messages}
              onChange={(e) => set("messages", e.target.value)}
            />
          </Field>
          <LinkFields form={form} set={set} errors={errors} />
          <PlacementSelect
            value={form.scrollingPlacement}
            options={SCROLLING_PLACEMENTS}
            onChange={(v) => set("scrollingPlacement", v)}
          />
        </FieldGroup>
      ) : null}

      <CostSummary adType={adType} duration={form.duration} currency={form.currency} />

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={!adType || create.isPending}>
          {create.isPending ? "Creating Order..." : "Create Ad Order"}
        </Button>
        {!adType ? <p className="text-sm text-slate-400">Choose an ad type to continue.</p> : null}
      </div>
    </form>
  );
}

const labelled = ({ id, error }: { id: string; error?: string }) => ({ htmlFor: id, error });

function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-800 bg-slate-950/40 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-300">{title}</legend>
      {children}
    </fieldset>
  );
}

type Setter = <K extends keyof AdFormState>(key: K, value: AdFormState[K]) => void;

function LinkFields({ form, set, errors }: { form: AdFormState; set: Setter; errors: AdFormErrors }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Button text" htmlFor="ad-ctaText" error={errors.ctaText}>
        <TextInput
          id="ad-ctaText"
          maxLength={24}
          value={form.ctaText}
          onChange={(e) => set("ctaText", e.target.value)}
        />
      </Field>
      <Field label="Link URL" htmlFor="ad-ctaUrl" error={errors.ctaUrl} hint="A full https:// address">
        <TextInput
          id="ad-ctaUrl"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={form.ctaUrl}
          onChange={(e) => set("ctaUrl", e.target.value)}
        />
      </Field>
    </div>
  );
}

function PlacementSelect<T extends string>({
  value,
  options,
  onChange,
}: {
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  return (
    <Field label="Placement" htmlFor="ad-placement">
      <select id="ad-placement" className={inputClass} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {PLACEMENT_NAMES[option]}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Price per day × days in USD, and what that makes in the chosen currency at the current price. */
function CostSummary({
  adType,
  duration,
  currency,
}: {
  adType: AdType | "";
  duration: string;
  currency: PaymentCurrency;
}) {
  const rates = useQuery(adPaymentRatesQuery);
  const prices = useQuery(tokenPricesQuery);
  const rate = rates.data?.find((r) => r.adType === adType && r.currency === "USDC");
  const days = parseDuration(duration);
  const cost = rate && days ? adCostUsd(rate.pricePerDay, days) : null;
  const price = prices.data?.[PAYMENT_PRICE_IDS[currency]]?.usd;
  const estimate = cost && price ? cryptoAmount(cost, price, currency) : null;
  return (
    <section aria-label="Cost summary" className="rounded-xl border border-emerald-500/20 bg-emerald-500/5 p-4">
      <h3 className="text-sm font-semibold text-white">Cost summary</h3>
      {adType && rate && days && cost ? (
        <div className="mt-2 space-y-1 text-sm">
          <p className="text-slate-300">
            {AD_TYPE_NAMES[adType]} · {formatDays(days)} × ${rate.pricePerDay} per day
          </p>
          <p className="text-lg font-semibold text-white">
            Total: ${cost} <span className="text-sm font-normal text-slate-400">USD</span>
          </p>
          <p className="text-slate-400">
            {estimate ? `≈ ${estimate} ${currency} at the current price. ` : `Paid in ${currency}. `}
            The exact amount is fixed when the order is created.
          </p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-400">Choose an ad type and a duration of 1 to 90 days to see the cost.</p>
      )}
    </section>
  );
}

/** A 400's issues, each shown at its field when the form has one. */
function serverErrors(error: unknown, state: AdFormState): AdFormErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const body = JSON.parse(error.bodyText) as { error?: { issues?: FieldIssue[] } };
    return fieldErrors(body.error?.issues, (path) => fieldOfIssue(path, state));
  } catch {
    return {};
  }
}
