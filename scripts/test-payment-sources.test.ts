import { describe, expect, it } from "vitest";
import { isValidAddress } from "../domain/chain-addresses";
import { deriveDepositAddress, sourceProblem } from "../domain/payment-derivation";
import { TEST_PAYMENT_SOURCES } from "./test-payment-sources.mjs";

describe("test-mode receiving sources (fresh local start)", () => {
  it("cover every currency with a source the app accepts", () => {
    expect(TEST_PAYMENT_SOURCES.map((source) => source.currency).sort()).toEqual([
      "BTC",
      "CKB",
      "ETH",
      "ICP",
      "USDC",
      "USDT",
    ]);
    for (const { currency, kind, address } of TEST_PAYMENT_SOURCES) {
      if (kind === "address") expect(isValidAddress(currency as "CKB", address)).toBe(true);
      else expect(sourceProblem(currency, kind as "xpub" | "principal", address)).toBeNull();
    }
  });

  it("are public test keys on testnet where the chain has one (tb1q…, ckt1…), the test mnemonic's account on Ethereum", () => {
    const btc = TEST_PAYMENT_SOURCES.find((source) => source.currency === "BTC")!;
    expect(deriveDepositAddress("BTC", "xpub", btc.address, 0)).toMatch(/^tb1q/);
    const eth = TEST_PAYMENT_SOURCES.find((source) => source.currency === "ETH")!;
    expect(deriveDepositAddress("ETH", "xpub", eth.address, 0)).toBe("0x9858effd232b4033e47d90003d41ec34ecaeda94");
    expect(TEST_PAYMENT_SOURCES.find((source) => source.currency === "CKB")!.address).toMatch(/^ckt1/);
  });
});
