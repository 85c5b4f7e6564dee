import { createHash } from "node:crypto";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import { describe, expect, it } from "vitest";
import { bytesToHex, crc32, decodeIcpPrincipal, isBitcoinAddress, isIcpAccountId } from "./chain-addresses";
import {
  deriveBitcoinAddress,
  deriveDepositAddress,
  deriveEvmAddress,
  deriveIcpDeposit,
  icpAccountId,
  icpSubaccount,
  extendedPublicKey,
  parseExtendedPublicKey,
  sourceProblem,
} from "./payment-derivation";

// The BIP-39 test mnemonic every wallet's vectors use (BIP-84's own test vectors are built from it).
const MNEMONIC = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";

// BIP-84 test vectors (bips/bip-0084.mediawiki): the account 0 zpub and its first addresses.
const BIP84_ZPUB =
  "zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs";
const BIP84_RECEIVE = ["bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu", "bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g"];

// BIP-32 test vector 1: chain m/0H (xpub) and its public child m/0H/1 (xpub).
const BIP32_M0H =
  "xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw";
const BIP32_M0H_1 =
  "xpub6ASuArnXKPbfEwhqN6e3mwBcDTgzisQN1wXN9BJcM47sSikHjJf3UFHKkNAWbWMiGj7Wf5uMash7SyYq527Hqck2AxYysAA7xmALppuCkwQ";

// BIP-44 Ethereum: m/44'/60'/0'/0/0 of the test mnemonic is the address every wallet agrees on.
const ETH_FIRST = "0x9858effd232b4033e47d90003d41ec34ecaeda94";

describe("BIP-32 public derivation (test vector 1)", () => {
  it("derives m/0H/1 from the m/0H xpub without any private key", () => {
    const hd = HDKey.fromExtendedKey(BIP32_M0H);
    expect(hd.privateKey).toBeNull();
    expect(hd.deriveChild(1).publicExtendedKey).toBe(BIP32_M0H_1);
  });
});

describe("Bitcoin deposit addresses (BIP-84)", () => {
  it("derives the BIP-84 test vector's receive addresses 0/0 and 0/1 from its zpub", () => {
    const zpub = extendedPublicKey(BIP84_ZPUB);
    expect(zpub).toMatchObject({ network: "mainnet", prefix: "zpub" });
    expect([0, 1].map((i) => deriveBitcoinAddress(zpub, i))).toEqual(BIP84_RECEIVE);
  });

  it("gives the same addresses for the same key written as an xpub (wallets export either)", () => {
    const xpub = HDKey.fromExtendedKey(BIP84_ZPUB, { private: 0, public: 0x04b24746 });
    const asXpub = new HDKey({
      publicKey: xpub.publicKey!,
      chainCode: xpub.chainCode!,
      depth: 3,
      index: xpub.index,
      parentFingerprint: xpub.parentFingerprint,
    });
    expect(deriveBitcoinAddress(extendedPublicKey(asXpub.publicExtendedKey), 1)).toBe(BIP84_RECEIVE[1]);
  });

  it("derives testnet (tb1q…) addresses from a vpub, valid by the app's own address check", () => {
    const vpub = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC), { private: 0x045f18bc, public: 0x045f1cf6 }).derive(
      "m/84'/1'/0'",
    );
    const address = deriveBitcoinAddress(extendedPublicKey(vpub.publicExtendedKey), 0);
    expect(address).toMatch(/^tb1q[02-9ac-hj-np-z]{38}$/);
    expect(isBitcoinAddress(address)).toBe(true);
  });

  it("gives every index its own address", () => {
    const zpub = extendedPublicKey(BIP84_ZPUB);
    const addresses = new Set(Array.from({ length: 50 }, (_, i) => deriveBitcoinAddress(zpub, i)));
    expect(addresses.size).toBe(50);
  });
});

describe("Ethereum deposit addresses (BIP-44, also USDC and USDT)", () => {
  const account = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC)).derive("m/44'/60'/0'");

  it("derives the test mnemonic's well-known first address from the account xpub alone", () => {
    expect(deriveEvmAddress(extendedPublicKey(account.publicExtendedKey), 0)).toBe(ETH_FIRST);
  });

  it("gives for later indexes what the wallet's private key path gives", () => {
    const privateKey = account.deriveChild(0).deriveChild(7).privateKey!;
    const fromPrivate = `0x${bytesToHex(keccak_256(secp256k1.getPublicKey(privateKey, false).subarray(1)).subarray(12))}`;
    expect(deriveEvmAddress(extendedPublicKey(account.publicExtendedKey), 7)).toBe(fromPrivate);
  });
});

describe("ICP deposit accounts (principal + subaccount)", () => {
  it("gives the ledger's published default accounts for subaccount 0", () => {
    // The anonymous principal's account, and dfinity/ledger-ref's AccountTests.mo vector.
    expect(icpAccountId("2vxsx-fae")).toBe("1c7a48ba6a562aa9eaa2481a9049cdf0433b9738c992d698c31d8abf89cadc79");
    expect(icpAccountId("iooej-vlrze-c5tme-tn7qt-vqe7z-7bsj5-ebxlc-hlzgs-lueo3-3yast-pae")).toBe(
      "bdc4ee05d42cd0669786899f256c8fd7217fa71177bd1fa7b9534f568680a938",
    );
  });

  it("puts the number big-endian at the end of the 32-byte subaccount (as SubAccount.fromID does)", () => {
    expect(bytesToHex(icpSubaccount(1))).toBe(`${"00".repeat(31)}01`);
    expect(bytesToHex(icpSubaccount(0x1_0203))).toBe(`${"00".repeat(29)}010203`);
  });

  it("computes CRC-32 ‖ SHA-224('\\x0Aaccount-id' ‖ principal ‖ subaccount) like an independent SHA-224", () => {
    const principal = "iooej-vlrze-c5tme-tn7qt-vqe7z-7bsj5-ebxlc-hlzgs-lueo3-3yast-pae";
    const hash = createHash("sha224")
      .update(Buffer.from("\naccount-id"))
      .update(decodeIcpPrincipal(principal)!)
      .update(icpSubaccount(5))
      .digest();
    const crc = crc32(hash).toString(16).padStart(8, "0");
    expect(deriveIcpDeposit(principal, 4)).toBe(crc + hash.toString("hex"));
    expect(isIcpAccountId(deriveIcpDeposit(principal, 4))).toBe(true);
  });

  it("never hands out the principal's main account: order index 0 is subaccount 1", () => {
    expect(deriveIcpDeposit("2vxsx-fae", 0)).toBe(icpAccountId("2vxsx-fae", icpSubaccount(1)));
    expect(deriveIcpDeposit("2vxsx-fae", 0)).not.toBe(icpAccountId("2vxsx-fae"));
  });
});

describe("operator sources", () => {
  it("refuses private keys, keys of the wrong depth, broken checksums and the wrong kind per currency", () => {
    const root = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC));
    expect(parseExtendedPublicKey(root.derive("m/44'/60'/0'").privateExtendedKey)).toMatch(/PRIVATE key/);
    expect(parseExtendedPublicKey(root.publicExtendedKey)).toMatch(/ACCOUNT-level key.*depth 0/);
    expect(parseExtendedPublicKey(`${BIP84_ZPUB.slice(0, -1)}t`)).toMatch(/checksum/);
    expect(sourceProblem("BTC", "xpub", BIP84_ZPUB)).toBeNull();
    expect(sourceProblem("ETH", "xpub", BIP84_ZPUB)).toMatch(/is an xpub/);
    expect(sourceProblem("CKB", "xpub", BIP84_ZPUB)).toMatch(/cannot derive/);
    expect(sourceProblem("ICP", "principal", "2vxsx-fae")).toBeNull();
    expect(sourceProblem("BTC", "principal", "2vxsx-fae")).toMatch(/Only ICP/);
    expect(sourceProblem("ICP", "principal", "not-a-principal")).toMatch(/Not an ICP principal/);
  });

  it("derives through one entry point per currency", () => {
    expect(deriveDepositAddress("BTC", "xpub", BIP84_ZPUB, 1)).toBe(BIP84_RECEIVE[1]);
    expect(deriveDepositAddress("ICP", "principal", "2vxsx-fae", 0)).toBe(deriveIcpDeposit("2vxsx-fae", 0));
  });
});
