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
  senderAddress: "bc1qzhcd446gq6crvyngwqudfad6kgq2lnuw9r2a86",
  paymentAddress: PAID_BTC_ADDRESS,
  amount: "0.00263216",
  createdAt: new Date("2021-03-12T23:00:00Z"),
  minConfirmations: 2,
  ...overrides,
});
const esplora = (mode: FakeMode = "ok") => createEsploraVerifier(chainConfigFor(mode));

describe("Esplora (Bitcoin) against the recorded mempool.space answer", () => {
  it("finds the transaction that pays the address in full, with its confirmations from the tip", async () => {
    expect(await esplora().findPayments(query())).toEqual([{ txHash: PAYING_TX, confirmations: 6 }]);
  });

  it("accepts any of the transaction's inputs as the sender", async () => {
    const other = query({ senderAddress: "bc1q7rqaddr36hj2fqluz3k5yg9yaq2c00c3tw4qy5" });
    expect(await esplora().findPayments(other)).toHaveLength(1);
  });

  it("finds nothing for one satoshi more than was paid", async () => {
    expect(await esplora().findPayments(query({ amount: "0.00263217" }))).toEqual([]);
  });

  it("finds nothing from an address that is not among the inputs", async () => {
    // bc1qskencxf… spent in the other recorded tx, which pays somebody else.
    expect(await esplora().findPayments(query({ senderAddress: "bc1qskencxfhqk8dpz6mzghrpjh33enuev5zh0mrjw" }))).toEqual([]);
  });

  it("counts a block stamped up to two hours before the order, and not one stamped earlier", async () => {
    expect(await esplora().findPayments(query({ createdAt: new Date("2021-03-13T02:00:00Z") }))).toHaveLength(1);
    expect(await esplora().findPayments(query({ createdAt: new Date("2021-03-13T02:30:00Z") }))).toEqual([]);
  });

  it("waits for the configured confirmations", async () => {
    expect(await esplora().findPayments(query({ minConfirmations: 7 }))).toEqual([]);
  });

  it("finds nothing for an address with no transactions", async () => {
    expect(await esplora().findPayments(query({ paymentAddress: "bc1q93qyum5uf5pjyeaznfs8f3wmjveudn9wpjw5xr8dve33vgea3shs9jhvww" }))).toEqual([]);
  });

  itFailsOnUpstreamFailures("the explorer", (mode) => esplora(mode).findPayments(query()));
});
