import { describe, expect, it } from "vitest";
import { DEAD_ADDRESS } from "../../test/fake-upstream-payments";
import { upstreamFailure } from "../../test/helpers";
import { chainConfigFor, itFailsOnUpstreamFailures, type FakeMode } from "../../test/payment-helpers";
import { createEtherscanVerifier } from "./etherscan";
import type { PaymentQuery } from "./types";

// Recorded: txlist of 0x…dead (1 ETH from 0x71badd37… on 2017-03-27, pre-Byzantium so no receipt status)
// and tokentx of USDC to 0x…dead (838 micro-USDC from 0x05c11101… on 2020-04-19).
const ETH_TX = "0xe680803d2c85597984dc371e84a30ea8ac4a3333c3d1b51a6d432cb364dc469e";
const USDC_TX = "0x759d09ac0d94a6358b4fa9199c10871fd3fb47d7f7a04aa749acc07208ecbc91";
const ethQuery = (overrides: Partial<PaymentQuery> = {}): PaymentQuery => ({
  currency: "ETH",
  paymentAddress: DEAD_ADDRESS,
  amount: "1.00000000",
  exact: false,
  createdAt: new Date("2017-03-01T00:00:00Z"),
  minConfirmations: 12,
  ...overrides,
});
const usdcQuery = (overrides: Partial<PaymentQuery> = {}): PaymentQuery => ({
  currency: "USDC",
  paymentAddress: DEAD_ADDRESS,
  amount: "0.00083800",
  exact: false,
  createdAt: new Date("2020-04-01T00:00:00Z"),
  minConfirmations: 12,
  ...overrides,
});
const etherscan = (mode: FakeMode = "ok", chainId?: string) =>
  createEtherscanVerifier(chainConfigFor(mode, chainId ? { ETHERSCAN_CHAIN_ID: chainId } : {}));

describe("Etherscan account API (ETH) against the recorded txlist", () => {
  it("finds the 1 ETH payment with its confirmations", async () => {
    expect(await etherscan().findPayments(ethQuery())).toEqual([{ txHash: ETH_TX, confirmations: 22711742 }]);
  });

  it("compares addresses without regard to case", async () => {
    const upper = ethQuery({ paymentAddress: DEAD_ADDRESS.toUpperCase().replace("0X", "0x") });
    expect(await etherscan().findPayments(upper)).toHaveLength(1);
  });

  it("matches a shared address's unique amount exactly", async () => {
    expect(await etherscan().findPayments(ethQuery({ exact: true }))).toHaveLength(1);
    expect(await etherscan().findPayments(ethQuery({ exact: true, amount: "0.99999999" }))).toEqual([]);
  });

  it("finds nothing for one wei-ish step more than was paid", async () => {
    expect(await etherscan().findPayments(ethQuery({ amount: "1.00000001" }))).toEqual([]);
  });

  it("finds nothing sent before the order was created", async () => {
    expect(await etherscan().findPayments(ethQuery({ createdAt: new Date("2017-03-28T00:00:00Z") }))).toEqual([]);
  });

  it("reads an address with no transactions as an empty list", async () => {
    expect(
      await etherscan().findPayments(ethQuery({ paymentAddress: "0x000000000000000000000000000000000000beef" })),
    ).toEqual([]);
  });
});

describe("Etherscan account API (USDC, USDT) against the recorded tokentx", () => {
  it("finds the USDC transfer, counted in the token's 6 decimals", async () => {
    expect(await etherscan().findPayments(usdcQuery({ exact: true }))).toEqual([
      { txHash: USDC_TX, confirmations: 16236781 },
    ]);
    expect(await etherscan().findPayments(usdcQuery({ exact: true, amount: "0.00083900" }))).toEqual([]);
    // At least the amount (a deposit address): every transfer of 838 micro-USDC or more counts, whoever sent it.
    expect(await etherscan().findPayments(usdcQuery())).toContainEqual({ txHash: USDC_TX, confirmations: 16236781 });
  });

  it("asks for USDT transfers by USDT's contract, so USDC transfers never pay a USDT order", async () => {
    expect(await etherscan().findPayments(usdcQuery({ currency: "USDT" }))).toEqual([]);
    expect(await etherscan().findPayments(usdcQuery({ currency: "USDT", exact: true }))).toEqual([]);
  });

  it("fails on Etherscan's NOTOK refusal, with its reason", async () => {
    const error = await upstreamFailure(etherscan("ok", "56").findPayments(usdcQuery()));
    expect(error.message).toContain("Free API access is not supported for this chain");
  });

  itFailsOnUpstreamFailures("the explorer", (mode) => etherscan(mode).findPayments(ethQuery()));
});
