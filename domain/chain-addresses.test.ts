import { describe, expect, it } from "vitest";
import {
  decodeCkbAddress,
  isBitcoinAddress,
  isIcpAccountId,
  isIcpPrincipal,
  isValidAddress,
  normalizeAddress,
} from "./chain-addresses";

describe("Bitcoin addresses", () => {
  it.each([
    ["P2WPKH from the recorded Esplora answer", "bc1qvhykeqcpdzu0pdvy99xnh9ckhwzcfskct6h6l2"],
    ["P2WSH from the recorded Esplora answer", "bc1q93qyum5uf5pjyeaznfs8f3wmjveudn9wpjw5xr8dve33vgea3shs9jhvww"],
    ["taproot (bech32m, BIP-350 vector)", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0"],
    ["legacy P2PKH (the genesis address)", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"],
    ["legacy P2SH", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"],
    ["testnet segwit", "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx"],
    ["upper-case segwit", "BC1QVHYKEQCPDZU0PDVY99XNH9CKHWZCFSKCT6H6L2"],
  ])("accepts %s", (_, address) => {
    expect(isBitcoinAddress(address)).toBe(true);
  });

  it.each([
    ["a changed checksum character", "bc1qvhykeqcpdzu0pdvy99xnh9ckhwzcfskct6h6l3"],
    ["mixed case", "bc1QVHYKEQCPDZU0PDVY99XNH9CKHWZCFSKCT6H6L2"],
    ["another chain's prefix", "ltc1qvhykeqcpdzu0pdvy99xnh9ckhwzcfskct6h6l2"],
    ["base58 with a forbidden character (0)", "1A1zP1eP5QGefi2DMPTfTL5SLmv7Divf0a"],
    ["an Ethereum address", "0x000000000000000000000000000000000000dead"],
    ["nothing", ""],
  ])("refuses %s", (_, address) => {
    expect(isBitcoinAddress(address)).toBe(false);
  });
});

describe("Ethereum addresses (ETH, USDC, USDT)", () => {
  it("accepts 0x and 40 hex characters in any case, compared in lower case", () => {
    expect(isValidAddress("ETH", "0x05c111014a6fafca2714cee52e7f3a6c1c246073")).toBe(true);
    expect(isValidAddress("USDC", "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")).toBe(true);
    expect(normalizeAddress("USDT", " 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48 ")).toBe(
      "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48",
    );
  });

  it("refuses a short, long or non-hex address", () => {
    expect(isValidAddress("ETH", "0x05c111014a6fafca2714cee52e7f3a6c1c24607")).toBe(false);
    expect(isValidAddress("ETH", "0x05c111014a6fafca2714cee52e7f3a6c1c2460733")).toBe(false);
    expect(isValidAddress("USDT", "0xz5c111014a6fafca2714cee52e7f3a6c1c246073")).toBe(false);
    expect(isValidAddress("ETH", "05c111014a6fafca2714cee52e7f3a6c1c24607300")).toBe(false);
  });
});

describe("Internet Computer account ids and principals", () => {
  it("accepts the account ids of the recorded Rosetta answer (their CRC-32 holds)", () => {
    expect(isIcpAccountId("082ecf2e3f647ac600f43f38a68342fba5b8e68b085f02592b77f39808a8d2b5")).toBe(true);
    expect(isIcpAccountId("c1a4547130f8b78a9e1a8f5a4c4f3ad3209f3930a34163781ad203ef210ba746")).toBe(true);
  });

  it("refuses an account id whose checksum does not match", () => {
    expect(isIcpAccountId("082ecf2e3f647ac600f43f38a68342fba5b8e68b085f02592b77f39808a8d2b6")).toBe(false);
  });

  it.each([["ryjl3-tyaaa-aaaaa-aaaba-cai"], ["mxzaz-hqaaa-aaaar-qaada-cai"], ["2vxsx-fae"]])(
    "accepts the principal %s",
    (principal) => {
      expect(isIcpPrincipal(principal)).toBe(true);
      expect(isValidAddress("ICP", principal)).toBe(true);
    },
  );

  it.each([
    ["a changed character", "ryjl3-tyaaa-aaaaa-aaaba-caj"],
    ["upper case", "RYJL3-TYAAA-AAAAA-AAABA-CAI"],
    ["misplaced dashes", "ryjl-3tyaaa-aaaaa-aaaba-cai"],
  ])("refuses a principal with %s", (_, principal) => {
    expect(isIcpPrincipal(principal)).toBe(false);
  });
});

describe("CKB addresses (RFC 0021)", () => {
  const secp = {
    code_hash: "0x9bd7e06f3ecf4be0f2fcd2188b23f1b9fcc88e5d4b65a8637b17723bbda3cce8",
    hash_type: "type",
    args: "0xb39bbc0b3673c7d36450bc14cfcdad2d559c6c64",
  };

  it("reads the full, short and deprecated full-type forms of one lock alike", () => {
    for (const address of [
      "ckb1qzda0cr08m85hc8jlnfp3zer7xulejywt49kt2rr0vthywaa50xwsqdnnw7qkdnnclfkg59uzn8umtfd2kwxceqxwquc4",
      "ckb1qyqt8xaupvm8837nv3gtc9x0ekkj64vud3jqfwyw5v",
      "ckb1qjda0cr08m85hc8jlnfp3zer7xulejywt49kt2rr0vthywaa50xw3vumhs9nvu786dj9p0q5elx66t24n3kxgj53qks",
    ]) {
      expect(decodeCkbAddress(address)).toEqual({ network: "mainnet", lock: secp });
    }
  });

  it("reads a real mainnet address from the CKB explorer", () => {
    expect(
      decodeCkbAddress(
        "ckb1qzda0cr08m85hc8jlnfp3zer7xulejywt49kt2rr0vthywaa50xwsqtlf58l4xqymd2y75x5akargpkg9hmvgqgtez5cz",
      )?.lock.code_hash,
    ).toBe(secp.code_hash);
  });

  it("refuses a broken checksum, another prefix and a Bitcoin address", () => {
    expect(decodeCkbAddress("ckb1qyqt8xaupvm8837nv3gtc9x0ekkj64vud3jqfwyw5w")).toBeNull();
    expect(decodeCkbAddress("bc1qvhykeqcpdzu0pdvy99xnh9ckhwzcfskct6h6l2")).toBeNull();
    expect(isValidAddress("CKB", "ckb1")).toBe(false);
  });
});

describe("addresses are stored and compared in the explorers' form", () => {
  it.each([
    ["BTC", " BC1QVHYKEQCPDZU0PDVY99XNH9CKHWZCFSKCT6H6L2 ", "bc1qvhykeqcpdzu0pdvy99xnh9ckhwzcfskct6h6l2"],
    ["BTC", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"],
    [
      "ICP",
      "082ECF2E3F647AC600F43F38A68342FBA5B8E68B085F02592B77F39808A8D2B5",
      "082ecf2e3f647ac600f43f38a68342fba5b8e68b085f02592b77f39808a8d2b5",
    ],
    ["ICP", "ryjl3-tyaaa-aaaaa-aaaba-cai", "ryjl3-tyaaa-aaaaa-aaaba-cai"],
  ] as const)("%s %s", (currency, input, stored) => {
    expect(normalizeAddress(currency, input)).toBe(stored);
  });
});
