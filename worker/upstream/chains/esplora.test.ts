import { describe, expect, it } from "vitest";
import { PAID_BTC_ADDRESS } from "../../test/fake-upstream-payments";
import { chainConfigFor, itFailsOnUpstreamFailures, type FakeMode } from "../../test/payment-helpers";
import { createEsploraVerifier } from "./esplora";
import type { PaymentQuery } from "./types";

// The recorded mempool.space answer: tx 07c9d3fb… (block 674357, 2021-03-13 00:23:16 UTC) pays 263216 sat
// to bc1qvhykeqc… from two inputs, one of them bc1qzhcd446…; the built tip height 674362 makes it 6 deep.
const PAYING_TX = "07c9d3fbffc20f96ea7c93ef3bcdf346c8a8456c25850ea76be62b24a7cf690c";
const query = (overrides: Partial<PaymentQuery> = {}): PaymentQuery => ({
  currency: "BTC",
  paymentAddress: PAID_BTC_ADDRESS,
  amount: "0.00263216",
  exact: false,
  createdAt: new Date("2021-03-12T23:00:00Z"),
  minConfirmations: 2,
  ...overrides,
});
const esplora = (mode: FakeMode = "ok") => createEsploraVerifier(chainConfigFor(mode));

describe("Esplora (Bitcoin) against the recorded mempool.space answer", () => {
  it("finds the transaction that pays the address in full, with its confirmations from the tip", async () => {
    expect(await esplora().findPayments(query())).toEqual([{ txHash: PAYING_TX, confirmations: 6 }]);
  });

  it("counts the payment whoever sent it (the order's own address is the proof), and less than the amount not at all", async () => {
    expect(await esplora().findPayments(query({ amount: "0.00100000" }))).toEqual([
      { txHash: PAYING_TX, confirmations: 6 },
    ]);
  });

  it("matches a shared address's unique amount exactly: one satoshi more or less is another order's", async () => {
    expect(await esplora().findPayments(query({ exact: true }))).toHaveLength(1);
    expect(await esplora().findPayments(query({ exact: true, amount: "0.00263215" }))).toEqual([]);
    expect(await esplora().findPayments(query({ exact: true, amount: "0.00263217" }))).toEqual([]);
  });

  it("finds nothing for one satoshi more than was paid", async () => {
    expect(await esplora().findPayments(query({ amount: "0.00263217" }))).toEqual([]);
  });

  it("counts a block stamped up to two hours before the order, and not one stamped earlier", async () => {
    expect(await esplora().findPayments(query({ createdAt: new Date("2021-03-13T02:00:00Z") }))).toHaveLength(1);
    expect(await esplora().findPayments(query({ createdAt: new Date("2021-03-13T02:30:00Z") }))).toEqual([]);
  });

  it("waits for the configured confirmations", async () => {
    expect(await esplora().findPayments(query({ minConfirmations: 7 }))).toEqual([]);
  });

  it("finds nothing for an address with no transactions", async () => {
    expect(
      await esplora().findPayments(
        query({ paymentAddress: "bc1q93qyum5uf5pjyeaznfs8f3wmjveudn9wpjw5xr8dve33vgea3shs9jhvww" }),
      ),
    ).toEqual([]);
  });

  itFailsOnUpstreamFailures("the explorer", (mode) => esplora(mode).findPayments(query()));
});
