import { describe, expect, it } from "vitest";
import { CKB_TX } from "../../test/fake-upstream-payments";
import { chainConfigFor, itFailsOnUpstreamFailures, type FakeMode } from "../../test/payment-helpers";
import { createCkbVerifier } from "./ckb";
import type { PaymentQuery } from "./types";

// Built from the indexer RPC's documented shapes around a real transaction (fixtures/PAYMENTS-SOURCES.md):
// tx 0xff3dacb7… (block 1067334, 2020-03-09 13:01:15 UTC) spends a cell of ckb1…tez5cz and pays
// 3453.54956937 CKB to ckb1…dhx4wp; the indexer tip 1067360 makes it 27 blocks deep.
const query = (overrides: Partial<PaymentQuery> = {}): PaymentQuery => ({
  currency: "CKB",
  exact: true,
  paymentAddress: "ckb1qzda0cr08m85hc8jlnfp3zer7xulejywt49kt2rr0vthywaa50xwsq0487l62x4sgm5ep848ya6x4snnxf0dgqqdhx4wp",
  amount: "3453.54956937",
  createdAt: new Date("2020-03-09T12:00:00Z"),
  minConfirmations: 24,
  ...overrides,
});
const ckb = (mode: FakeMode = "ok") => createCkbVerifier(chainConfigFor(mode));

describe("CKB indexer RPC", () => {
  it("finds the transaction that pays the address exactly", async () => {
    expect(await ckb().findPayments(query())).toEqual([{ txHash: CKB_TX, confirmations: 27 }]);
  });

  it("finds nothing for one shannon more than was paid", async () => {
    expect(await ckb().findPayments(query({ amount: "3453.54956938" }))).toEqual([]);
  });

  it("matches CKB's unique amounts exactly (a shared address), or at least the amount when asked", async () => {
    expect(await ckb().findPayments(query({ amount: "3453.54956936" }))).toEqual([]);
    expect(await ckb().findPayments(query({ amount: "3453.54956936", exact: false }))).toHaveLength(1);
  });

  it("finds nothing in a block older than the order, or short of confirmations", async () => {
    expect(await ckb().findPayments(query({ createdAt: new Date("2020-03-09T13:30:00Z") }))).toEqual([]);
    expect(await ckb().findPayments(query({ minConfirmations: 28 }))).toEqual([]);
  });

  itFailsOnUpstreamFailures("the node", (mode) => ckb(mode).findPayments(query()));
});
