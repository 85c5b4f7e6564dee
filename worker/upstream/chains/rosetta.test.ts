import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PAID_ICP_ACCOUNT } from "../../test/fake-upstream-payments";
import { chainConfigFor, itFailsOnUpstreamFailures, type FakeMode } from "../../test/payment-helpers";
import { createRosettaVerifier, toAccountId } from "./rosetta";
import type { PaymentQuery } from "./types";

// Recorded: three 0-e8s transfers into 082ecf2e…; the derived copy makes the newest one 1.5 ICP
// (tx 8986ab71…, block 38242892, 2026-09-07); the built network status puts the tip at 38242901.
const NEWEST_TX = "8986ab71c71224281d0eabf38d32d6e7ace226ef96edb241124f3cc87d58f216";
const query = (overrides: Partial<PaymentQuery> = {}): PaymentQuery => ({
  currency: "ICP",
  paymentAddress: PAID_ICP_ACCOUNT,
  amount: "1.50000000",
  exact: false,
  createdAt: new Date("2026-09-01T00:00:00Z"),
  minConfirmations: 1,
  ...overrides,
});
const rosetta = (mode: FakeMode = "ok", recording: "recorded" | "derived" = "recorded") =>
  createRosettaVerifier(
    chainConfigFor(
      mode,
      recording === "derived" ? { ICP_ROSETTA_BASE_URL: `${env.FAKE_UPSTREAM_URL}/${mode}/rosetta-paid` } : {},
    ),
  );

describe("ICP Rosetta against the recorded /search/transactions", () => {
  it("does not count the recorded zero-value transfers as a payment", async () => {
    expect(await rosetta().findPayments(query({ amount: "0.00010000" }))).toEqual([]);
  });

  it("finds a 1.5 ICP transfer from the sender, ten blocks deep", async () => {
    expect(await rosetta("ok", "derived").findPayments(query())).toEqual([{ txHash: NEWEST_TX, confirmations: 10 }]);
    expect(await rosetta("ok", "derived").findPayments(query({ amount: "1.50000001" }))).toEqual([]);
  });

  it("matches an exact amount exactly", async () => {
    expect(await rosetta("ok", "derived").findPayments(query({ exact: true }))).toHaveLength(1);
    expect(await rosetta("ok", "derived").findPayments(query({ exact: true, amount: "1.49999999" }))).toEqual([]);
  });

  it("finds nothing before the order, or short of confirmations", async () => {
    const derived = rosetta("ok", "derived");
    expect(await derived.findPayments(query({ createdAt: new Date("2026-09-08T00:00:00Z") }))).toEqual([]);
    expect(await derived.findPayments(query({ minConfirmations: 11 }))).toEqual([]);
  });

  it("turns a principal into its default account id (the anonymous principal's known account)", () => {
    expect(toAccountId("2vxsx-fae")).toBe("1c7a48ba6a562aa9eaa2481a9049cdf0433b9738c992d698c31d8abf89cadc79");
    expect(toAccountId(PAID_ICP_ACCOUNT.toUpperCase())).toBe(PAID_ICP_ACCOUNT);
  });

  itFailsOnUpstreamFailures("Rosetta", (mode) => rosetta(mode).findPayments(query()));
});
