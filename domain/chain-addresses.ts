/**
 * Address rules for the six ad payment currencies: which strings can be a sender or a receiving address
 * on each chain. Self-contained on purpose (no imports): the operator scripts load this file directly with
 * Node's type stripping.
 */

export const PAYMENT_CURRENCIES = ["USDC", "USDT", "BTC", "ETH", "ICP", "CKB"] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

export type Chain = "bitcoin" | "ethereum" | "internet-computer" | "nervos";

export const CHAIN_OF: Record<PaymentCurrency, Chain> = {
  BTC: "bitcoin",
  ETH: "ethereum",
  USDC: "ethereum",
  USDT: "ethereum",
  ICP: "internet-computer",
  CKB: "nervos",
};

/** What a valid address looks like, for messages. */
export const ADDRESS_HINTS: Record<PaymentCurrency, string> = {
  BTC: "a Bitcoin address (bc1…, 1… or 3…)",
  ETH: "an Ethereum address (0x followed by 40 hex characters)",
  USDC: "an Ethereum address (0x followed by 40 hex characters)",
  USDT: "an Ethereum address (0x followed by 40 hex characters)",
  ICP: "an ICP account id (64 hex characters) or principal",
  CKB: "a CKB address (ckb1… or ckt1…)",
};

export function isValidAddress(currency: PaymentCurrency, address: string): boolean {
  switch (CHAIN_OF[currency]) {
    case "bitcoin":
      return isBitcoinAddress(address);
    case "ethereum":
      return isEvmAddress(address);
    case "internet-computer":
      return isIcpAccountId(address) || isIcpPrincipal(address);
    case "nervos":
      return decodeCkbAddress(address) !== null;
  }
}

/**
 * The form an address is stored and compared in: explorers answer EVM addresses, ICP account ids and segwit
 * addresses in lower case, and those are case-insensitive; base58, principals and CKB addresses are kept as they are.
 */
export function normalizeAddress(currency: PaymentCurrency, address: string): string {
  const trimmed = address.trim();
  const chain = CHAIN_OF[currency];
  const caseless =
    chain === "ethereum" ||
    (chain === "internet-computer" && isIcpAccountId(trimmed)) ||
    (chain === "bitcoin" && /^(bc|tb)1/i.test(trimmed));
  return caseless ? trimmed.toLowerCase() : trimmed;
}

// ---- Bitcoin ----

const BASE58_MAINNET = /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/;
const BASE58_TESTNET = /^[mn2][1-9A-HJ-NP-Za-km-z]{25,34}$/;

/** Segwit (bech32 / bech32m, checksum verified) or legacy base58 (shape only), mainnet or testnet. */
export function isBitcoinAddress(address: string): boolean {
  if (BASE58_MAINNET.test(address) || BASE58_TESTNET.test(address)) return true;
  const decoded = bech32Decode(address, 90);
  if (!decoded || (decoded.hrp !== "bc" && decoded.hrp !== "tb")) return false;
  const [version, ...rest] = decoded.words;
  if (version === undefined || version > 16) return false;
  const program = convertBits(rest, 5, 8, false);
  if (!program || program.length < 2 || program.length > 40) return false;
  if (version === 0) return decoded.variant === "bech32" && (program.length === 20 || program.length === 32);
  return decoded.variant === "bech32m";
}

// ---- Ethereum (ETH and the USDC / USDT tokens) ----

export const isEvmAddress = (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address);

// ---- Internet Computer ----

/** A ledger account id: 64 hex characters whose first 4 bytes are the CRC-32 of the other 28. */
export function isIcpAccountId(address: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(address)) return false;
  const bytes = hexToBytes(address);
  return readUint32(bytes, 0) === crc32(bytes.subarray(4));
}

/** A principal in text form: base32 groups of five joined by dashes, carrying a CRC-32 of its bytes. */
export function isIcpPrincipal(address: string): boolean {
  return decodeIcpPrincipal(address) !== null;
}

/** The principal's raw bytes (without the checksum), or null when the text is not a principal. */
export function decodeIcpPrincipal(text: string): Uint8Array | null {
  if (!/^[a-z2-7]{1,5}(-[a-z2-7]{1,5})*$/.test(text) || text.length > 63) return null;
  const groups = text.split("-");
  if (groups.slice(0, -1).some((group) => group.length !== 5)) return null;
  const bytes = base32Decode(groups.join(""));
  if (!bytes || bytes.length < 5 || bytes.length > 33) return null;
  const body = bytes.subarray(4);
  if (readUint32(bytes, 0) !== crc32(body)) return null;
  // The text form is canonical: re-encoding must give the same text (no stray padding bits).
  return base32Encode(bytes) === groups.join("") ? body : null;
}

// ---- Nervos CKB ----

export type CkbScript = { code_hash: string; hash_type: "data" | "type" | "data1" | "data2"; args: string };

const HASH_TYPES: Record<number, CkbScript["hash_type"]> = { 0: "data", 1: "type", 2: "data1", 4: "data2" };

// The deprecated short format names a well-known lock by index (RFC 0021).
const SHORT_CODE_HASHES: Record<string, Record<number, string>> = {
  ckb: {
    0: "0x9bd7e06f3ecf4be0f2fcd2188b23f1b9fcc88e5d4b65a8637b17723bbda3cce8",
    1: "0x5c5069eb0857efc65e1bca0c07df34c31663b3622fd3876c876320fc9634e2a8",
    2: "0xd369597ff47f29fbc0d47d2e3775370d1250b85140c670e4718af712983a2354",
  },
  ckt: {
    0: "0x9bd7e06f3ecf4be0f2fcd2188b23f1b9fcc88e5d4b65a8637b17723bbda3cce8",
    1: "0x5c5069eb0857efc65e1bca0c07df34c31663b3622fd3876c876320fc9634e2a8",
    2: "0x3419a1c09eb2567f6552ee7a8ecffd64155cffe0f1796e6e61ec088d740c1356",
  },
};

/** A CKB address (RFC 0021: full, or the deprecated short and full-data/full-type forms) as its lock script. */
export function decodeCkbAddress(address: string): { network: "mainnet" | "testnet"; lock: CkbScript } | null {
  const decoded = bech32Decode(address, 1023);
  if (!decoded || (decoded.hrp !== "ckb" && decoded.hrp !== "ckt")) return null;
  const payload = convertBits(decoded.words, 5, 8, false);
  if (!payload || payload.length < 2) return null;
  const network = decoded.hrp === "ckb" ? "mainnet" : "testnet";
  const format = payload[0];
  const hex = (bytes: Uint8Array) => `0x${bytesToHex(bytes)}`;
  if (format === 0x00 && decoded.variant === "bech32m" && payload.length >= 34) {
    const hashType = HASH_TYPES[payload[33]!];
    if (!hashType) return null;
    return {
      network,
      lock: { code_hash: hex(payload.subarray(1, 33)), hash_type: hashType, args: hex(payload.subarray(34)) },
    };
  }
  if (decoded.variant !== "bech32") return null;
  if (format === 0x01 && payload.length >= 22 && payload.length <= 24) {
    const codeHash = SHORT_CODE_HASHES[decoded.hrp]![payload[1]!];
    const args = payload.subarray(2);
    if (!codeHash || (payload[1] !== 2 && args.length !== 20)) return null;
    return { network, lock: { code_hash: codeHash, hash_type: "type", args: hex(args) } };
  }
  if ((format === 0x02 || format === 0x04) && payload.length >= 33) {
    const hashType = format === 0x02 ? "data" : "type";
    return {
      network,
      lock: { code_hash: hex(payload.subarray(1, 33)), hash_type: hashType, args: hex(payload.subarray(33)) },
    };
  }
  return null;
}

// ---- Encodings ----

const BECH32_CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const BECH32_CONST = { bech32: 1, bech32m: 0x2bc830a3 } as const;

function bech32Polymod(values: number[]): number {
  const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= generator[i]!;
  }
  return chk >>> 0;
}

/** Decodes bech32 or bech32m (BIP-173 / BIP-350), checksum verified; the data words without the checksum. */
export function bech32Decode(
  text: string,
  maxLength: number,
): { hrp: string; words: number[]; variant: "bech32" | "bech32m" } | null {
  if (text.length > maxLength || (text !== text.toLowerCase() && text !== text.toUpperCase())) return null;
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf("1");
  if (separator < 1 || separator + 7 > lower.length) return null;
  const hrp = lower.slice(0, separator);
  if (![...hrp].every((ch) => ch.charCodeAt(0) >= 33 && ch.charCodeAt(0) <= 126)) return null;
  const data: number[] = [];
  for (const ch of lower.slice(separator + 1)) {
    const value = BECH32_CHARSET.indexOf(ch);
    if (value === -1) return null;
    data.push(value);
  }
  const expanded = [...[...hrp].map((ch) => ch.charCodeAt(0) >> 5), 0, ...[...hrp].map((ch) => ch.charCodeAt(0) & 31)];
  const check = bech32Polymod([...expanded, ...data]);
  const variant = check === BECH32_CONST.bech32 ? "bech32" : check === BECH32_CONST.bech32m ? "bech32m" : null;
  if (!variant) return null;
  return { hrp, words: data.slice(0, -6), variant };
}

function convertBits(data: readonly number[], from: number, to: number, pad: boolean): Uint8Array | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const maxValue = (1 << to) - 1;
  for (const value of data) {
    if (value < 0 || value >> from !== 0) return null;
    acc = (acc << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & maxValue);
    }
    acc &= (1 << bits) - 1;
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & maxValue);
  } else if (bits >= from || ((acc << (to - bits)) & maxValue) !== 0) {
    return null;
  }
  return Uint8Array.from(out);
}

const BASE32_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

function base32Decode(text: string): Uint8Array | null {
  const values = [...text].map((ch) => BASE32_ALPHABET.indexOf(ch));
  if (values.some((v) => v === -1)) return null;
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const value of values) {
    acc = ((acc << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  return Uint8Array.from(out);
}

function base32Encode(bytes: Uint8Array): string {
  let out = "";
  let acc = 0;
  let bits = 0;
  for (const byte of bytes) {
    acc = ((acc << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32_ALPHABET[(acc >> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(acc << (5 - bits)) & 31];
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (IEEE), as the ICP account id and principal checksums use it. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const readUint32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;

export function hexToBytes(hex: string): Uint8Array {
  const clean = hex.startsWith("0x") ? hex.slice(2) : hex;
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export const bytesToHex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
