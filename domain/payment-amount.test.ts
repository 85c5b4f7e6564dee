import { describe, expect, it } from "vitest";
import { currencyOnChain, formatPaymentAmount } from "./payment-amount";

describe("payment amounts at the currency's precision, naming the chain", () => {
  it("USDC and USDT have 6 decimals and are sent on Ethereum", () => {
    expect(formatPaymentAmount("15.00000000", "USDC")).toBe("15.000000");
    expect(formatPaymentAmount("2.00000000", "USDT")).toBe("2.000000");
    expect(currencyOnChain("USDC")).toBe("USDC on Ethereum");
  });
  it("BTC, ICP and CKB keep the 8 decimals stored", () => {
    expect(formatPaymentAmount("0.00014632", "BTC")).toBe("0.00014632");
    expect(currencyOnChain("BTC")).toBe("BTC on Bitcoin");
    expect(currencyOnChain("ICP")).toBe("ICP on the Internet Computer");
    expect(currencyOnChain("CKB")).toBe("CKB on Nervos CKB");
  });
  it("ETH shows the 8 decimals stored, not 18", () => {
    expect(formatPaymentAmount("0.00404795", "ETH")).toBe("0.00404795");
  });
});
