import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { inputClass } from "../../components/form";
import type { PickedToken } from "./ad-form-model";
import { pickerCoinsQuery } from "./order-queries";

/** Matches shown at once; typing narrows the top-1000 list. */
const SHOWN = 50;
const CUSTOM = "custom" as const;

/**
 * product.md § Ad form: the token is picked by name from the top coins list with search ('Search tokens...', 'No token
 * found.'), or 'Custom Token' for one that is not listed (its name and symbol are then typed in).
 */
export function TokenPicker({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: PickedToken;
  onChange: (token: PickedToken) => void;
  invalid: boolean;
}) {
  const coins = useQuery(pickerCoinsQuery);
  const [query, setQuery] = useState("");
  const matches = useMemo(() => {
    const text = query.trim().toLowerCase();
    const list = coins.data ?? [];
    const found = text
      ? list.filter((c) => c.name.toLowerCase().includes(text) || c.symbol.toLowerCase().includes(text))
      : list;
    return found.slice(0, SHOWN);
  }, [coins.data, query]);

  const label = (token: PickedToken) =>
    token === CUSTOM ? "Custom Token" : token ? `${token.name} (${token.symbol.toUpperCase()})` : "";

  return (
    <Combobox<PickedToken> value={value} onChange={onChange} onClose={() => setQuery("")} by={sameToken}>
      <div className="relative">
        <ComboboxInput
          id={id}
          aria-invalid={invalid || undefined}
          className={`${inputClass} pr-9`}
          placeholder="Search tokens..."
          autoComplete="off"
          displayValue={label}
          onChange={(event) => setQuery(event.target.value)}
        />
        <ComboboxButton
          className="absolute inset-y-0 right-0 flex items-center px-2.5 text-slate-400"
          aria-label="Show tokens"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden>
            <path
              d="M5.5 7.5 10 12l4.5-4.5"
              stroke="currentColor"
              strokeWidth="1.6"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
        </ComboboxButton>
      </div>
      <ComboboxOptions
        anchor="bottom start"
        className="z-50 mt-1 max-h-72 w-(--input-width) overflow-y-auto rounded-lg border border-slate-700 bg-slate-900 p-1 shadow-xl empty:invisible"
      >
        {coins.isPending ? <p className="px-3 py-2 text-sm text-slate-400">Loading tokens...</p> : null}
        {!coins.isPending && matches.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-400">No token found.</p>
        ) : null}
        {matches.map((coin) => (
          <ComboboxOption
            key={coin.id}
            value={{ coinId: coin.id, name: coin.name, symbol: coin.symbol.toUpperCase() }}
            className="flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-slate-200 data-focus:bg-slate-800"
          >
            <span className="truncate">{coin.name}</span>
            <span className="shrink-0 text-xs uppercase text-slate-400">{coin.symbol}</span>
          </ComboboxOption>
        ))}
        <ComboboxOption
          value={CUSTOM}
          className="mt-1 cursor-pointer rounded-md border-t border-slate-800 px-3 py-2 text-sm font-medium text-emerald-300 data-focus:bg-slate-800"
        >
          Custom Token
        </ComboboxOption>
      </ComboboxOptions>
    </Combobox>
  );
}

function sameToken(a: PickedToken, b: PickedToken) {
  if (a === null || b === null || a === CUSTOM || b === CUSTOM) return a === b;
  return a.coinId === b.coinId;
}
