/**
 * Per-order deposit addresses derived from the operator's public keys, the way payment processors do it
 * (BTCPay Server derives a fresh address per invoice): the server holds extended PUBLIC keys and principals
 * only, never a private key. Audited libraries do the cryptography (@scure/bip32 for BIP-32 derivation,
 * @noble/hashes, @noble/curves, @scure/base for the encodings). The operator scripts load this file too.
 *
 * - Bitcoin: an account-level BIP-84 key (zpub / xpub for mainnet, vpub / tpub for testnet, m/84'/0'/0'),
 *   receive chain 0/i, native segwit P2WPKH (bc1q… / tb1q…).
 * - Ethereum (ETH, USDC, USDT): an account-level BIP-44 xpub (m/44'/60'/0'), receive chain 0/i, the address
 *   being the last 20 bytes of keccak-256 of the uncompressed public key.
 * - ICP: the operator's principal with subaccount i + 1 (32 bytes, the number big-endian at the end; 0 is the
 *   principal's main account and is never handed out), as a ledger account identifier:
 *   CRC-32 ‖ SHA-224("\x0Aaccount-id" ‖ principal ‖ subaccount).
 */
import { HDKey } from "@scure/bip32";
import { base58check, bech32 } from "@scure/base";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { ripemd160 } from "@noble/hashes/legacy.js";
import { sha224, sha256 } from "@noble/hashes/sha2.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, crc32, decodeIcpPrincipal } from "./chain-addresses.ts";

export type DerivationKind = "xpub" | "principal";

/** Extended public key version bytes (BIP-32, SLIP-132) and the network each one names. */
const VERSIONS = new Map<number, { name: string; network: "mainnet" | "testnet" }>([
  [0x0488b21e, { name: "xpub", network: "mainnet" }],
  [0x04b24746, { name: "zpub", network: "mainnet" }],
  [0x043587cf, { name: "tpub", network: "testnet" }],
  [0x045f1cf6, { name: "vpub", network: "testnet" }],
]);

/** Account level: m / purpose' / coin_type' / account'. */
const ACCOUNT_DEPTH = 3;
/** BIP-32 child numbers are 31 bits; hardened ones are never derived from a public key. */
export const MAX_DERIVATION_INDEX = 0x7fffffff;

export type ExtendedKey = { key: HDKey; network: "mainnet" | "testnet"; prefix: string };

const b58 = base58check(sha256);

/**
 * An account-level extended public key, or an error message saying what is wrong with it. Private keys
 * (xprv…) are refused outright: the server must never hold one.
 */
export function parseExtendedPublicKey(text: string): ExtendedKey | string {
  const trimmed = text.trim();
  if (/^[a-z]prv/i.test(trimmed))
    return "That is a PRIVATE key (…prv). Give the extended PUBLIC key (xpub, zpub, vpub or tpub) only.";
  let bytes: Uint8Array;
  try {
    bytes = b58.decode(trimmed);
  } catch {
    return "Not an extended public key (the base58 checksum does not match).";
  }
  if (bytes.length !== 78) return "Not an extended public key (wrong length).";
  const version = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const known = VERSIONS.get(version);
  if (!known) return "Unsupported extended key version: use an xpub, zpub, tpub or vpub.";
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(trimmed, { private: 0, public: version });
  } catch (err) {
    return `Not a valid extended public key (${err instanceof Error ? err.message : String(err)}).`;
  }
  if (key.depth !== ACCOUNT_DEPTH) {
    return `Give the ACCOUNT-level key (depth 3, like m/84'/0'/0' or m/44'/60'/0'); this one has depth ${key.depth}.`;
  }
  return { key, network: known.network, prefix: known.name };
}

// The receive chain (0) of each account key, derived once per isolate: an order then costs one child derivation.
const receiveChains = new WeakMap<HDKey, HDKey>();

function childPublicKey(extended: ExtendedKey, index: number): Uint8Array {
  if (!Number.isInteger(index) || index < 0 || index > MAX_DERIVATION_INDEX)
    throw new RangeError(`bad derivation index ${index}`);
  let chain = receiveChains.get(extended.key);
  if (!chain) {
    chain = extended.key.deriveChild(0);
    receiveChains.set(extended.key, chain);
  }
  const child = chain.deriveChild(index);
  if (!child.publicKey) throw new Error("derivation gave no public key");
  return child.publicKey;
}

/** Receive address i (m/…/0/i) of a BIP-84 account key: P2WPKH, bc1q… on mainnet, tb1q… on testnet. */
export function deriveBitcoinAddress(extended: ExtendedKey, index: number): string {
  const program = ripemd160(sha256(childPublicKey(extended, index)));
  const hrp = extended.network === "mainnet" ? "bc" : "tb";
  return bech32.encode(hrp, [0, ...bech32.toWords(program)]);
}

/** Receive address i (m/…/0/i) of a BIP-44 Ethereum account key, lower case (as the explorers answer). */
export function deriveEvmAddress(extended: ExtendedKey, index: number): string {
  const uncompressed = secp256k1.Point.fromBytes(childPublicKey(extended, index)).toBytes(false);
  return `0x${bytesToHex(keccak_256(uncompressed.subarray(1)).subarray(12))}`;
}

/** The 32-byte subaccount numbered n: n big-endian in the last 8 bytes (as SubAccount.fromID does for small n). */
export function icpSubaccount(n: number): Uint8Array {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`bad subaccount number ${n}`);
  const out = new Uint8Array(32);
  new DataView(out.buffer).setBigUint64(24, BigInt(n));
  return out;
}

/** The ledger account identifier of a principal's subaccount, 64 hex characters. */
export function icpAccountId(principalText: string, subaccount: Uint8Array = new Uint8Array(32)): string {
  const principal = decodeIcpPrincipal(principalText);
  if (!principal) throw new Error(`not an ICP principal: ${principalText}`);
  if (subaccount.length !== 32) throw new RangeError("a subaccount is 32 bytes");
  const hash = sha224(Uint8Array.from([0x0a, ...new TextEncoder().encode("account-id"), ...principal, ...subaccount]));
  const checksum = crc32(hash);
  return bytesToHex(
    Uint8Array.from([checksum >>> 24, (checksum >>> 16) & 0xff, (checksum >>> 8) & 0xff, checksum & 0xff, ...hash]),
  );
}

/** Order deposit i of a principal: subaccount i + 1, so the principal's main account (0) is never handed out. */
export const deriveIcpDeposit = (principalText: string, index: number) =>
  icpAccountId(principalText, icpSubaccount(index + 1));

export type DerivableCurrency = "BTC" | "ETH" | "USDC" | "USDT" | "ICP";

/** Which kind of source can derive deposits for a currency (CKB has none: its orders get unique amounts). */
export const DERIVATION_KIND: Partial<Record<string, DerivationKind>> = {
  BTC: "xpub",
  ETH: "xpub",
  USDC: "xpub",
  USDT: "xpub",
  ICP: "principal",
};

/**
 * Checks a derivation source for a currency: null when usable, else what is wrong. Bitcoin wants a BIP-84
 * key (any of the four prefixes); Ethereum a mainnet-style xpub (the address is the same on every EVM chain).
 */
export function sourceProblem(currency: string, kind: DerivationKind, value: string): string | null {
  if (DERIVATION_KIND[currency] !== kind) {
    return kind === "principal"
      ? `Only ICP is paid to a principal; ${currency} ${DERIVATION_KIND[currency] === "xpub" ? "takes an xpub" : "takes a plain address"}.`
      : `${currency} cannot derive addresses from an xpub${currency === "ICP" ? " (ICP takes a principal)" : " (use a plain address)"}.`;
  }
  if (kind === "principal")
    return decodeIcpPrincipal(value.trim()) ? null : "Not an ICP principal (like 2vxsx-fae or xxxxx-xxxxx-…-cai).";
  const parsed = parseExtendedPublicKey(value);
  if (typeof parsed === "string") return parsed;
  if (currency !== "BTC" && parsed.prefix !== "xpub") return "An Ethereum account key is an xpub (m/44'/60'/0').";
  return null;
}

/** parseExtendedPublicKey for a key already checked: throws what is wrong with it. */
export function extendedPublicKey(text: string): ExtendedKey {
  const parsed = parseExtendedPublicKey(text);
  if (typeof parsed === "string") throw new Error(parsed);
  return parsed;
}

// Parsed operator keys by their text (a handful at most), so the receive-chain cache above is reused.
const parsedKeys = new Map<string, ExtendedKey>();

/** Deposit address number `index` of a source that sourceProblem accepted. */
export function deriveDepositAddress(currency: string, kind: DerivationKind, value: string, index: number): string {
  if (kind === "principal") return deriveIcpDeposit(value.trim(), index);
  let parsed = parsedKeys.get(value);
  if (!parsed) {
    if (parsedKeys.size >= 32) parsedKeys.clear();
    parsed = extendedPublicKey(value);
    parsedKeys.set(value, parsed);
  }
  return currency === "BTC" ? deriveBitcoinAddress(parsed, index) : deriveEvmAddress(parsed, index);
}
