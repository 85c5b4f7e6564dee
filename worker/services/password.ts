/**
 * PBKDF2-SHA256 through WebCrypto. 100,000 iterations is the most workerd allows in production
 * (a higher count works locally and throws once deployed). The algorithm and count are stored with
 * the hash, so a later raise re-hashes on the next sign-in instead of breaking old accounts.
 */
export const PBKDF2_ITERATIONS = 100_000;
const ALGORITHM = "pbkdf2_sha256";
const encoder = new TextEncoder();

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${ALGORITHM}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterations, salt, hash] = stored.split("$");
  if (algorithm !== ALGORITHM || !iterations || !salt || !hash) return false;
  const count = Number(iterations);
  if (!Number.isInteger(count) || count < 1 || count > PBKDF2_ITERATIONS) return false;
  return constantTimeEqual(await derive(password, fromBase64(salt), count), fromBase64(hash));
}

/** A stored hash made with fewer iterations than today's count should be replaced. */
export const needsRehash = (stored: string) => !stored.startsWith(`${ALGORITHM}$${PBKDF2_ITERATIONS}$`);

/** Equal-cost work for unknown usernames, so response time does not reveal which names exist. */
const DUMMY_HASH = `${ALGORITHM}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
export const burnPasswordCheck = (password: string) => verifyPassword(password, DUMMY_HASH);
