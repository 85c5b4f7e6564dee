import type { Env } from "../env";
import { VISITS_PER_IP_PER_MINUTE } from "../../domain/visits";
import { tooManyRequests } from "./errors";

export type ThrottleRule = { limit: number; windowMs: number; message: string };
export type ThrottleKey = { key: string; rule: ThrottleRule };

const stub = (env: Env, key: string) => env.THROTTLE.get(env.THROTTLE.idFromName(key));

/**
 * Takes one slot of every key, in order, each in one atomic call (check and count together), before the
 * work they guard: 40 parallel attempts against a limit of 5 get exactly 5 slots. When a key is full the
 * slots already taken are given back and the call refuses with 429. The answer gives the slots back when
 * the attempt turns out not to count (a correct password, a registration that failed).
 */
export async function takeSlots(env: Env, keys: readonly ThrottleKey[]): Promise<{ release(): Promise<void> }> {
  const taken: string[] = [];
  const release = () => Promise.all(taken.map((key) => stub(env, key).release())).then(() => undefined);
  for (const { key, rule } of keys) {
    const wait = await stub(env, key).take(rule.limit, rule.windowMs);
    if (wait > 0) {
      await release();
      throw tooManyRequests(rule.message, wait);
    }
    taken.push(key);
  }
  return { release };
}

/** Counts one event for the key and says whether the key is still within its rule's limit. */
export async function hitWithinLimit(env: Env, { key, rule }: ThrottleKey): Promise<boolean> {
  return (await stub(env, key).hit(rule.windowMs)) <= rule.limit;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Failed sign-ins (OWASP "device cookies", see docs/decisions.md, issue 14): a browser that signed in to
 * the account before has its own allowance; every other device shares a strict one per username.
 */
export const LOGIN_PER_DEVICE: ThrottleRule = {
  limit: 10,
  windowMs: FIFTEEN_MINUTES,
  message: "Too many failed sign-in attempts. Please wait a few minutes and try again.",
};
export const LOGIN_PER_USERNAME: ThrottleRule = {
  limit: 5,
  windowMs: FIFTEEN_MINUTES,
  message: "Too many failed sign-in attempts. Please wait a few minutes and try again.",
};
export const LOGIN_PER_IP: ThrottleRule = {
  limit: 20,
  windowMs: FIFTEEN_MINUTES,
  message: "Too many failed sign-in attempts from your network. Please wait a few minutes and try again.",
};
export const REGISTER_PER_IP: ThrottleRule = {
  limit: 10,
  windowMs: 60 * 60 * 1000,
  message: "Too many accounts created from your network. Please try again later.",
};
/** Article writes per author (docs/decisions.md, issue 14): room for a busy writer, not for a flood. */
export const NEWS_CREATES_PER_USER: ThrottleRule = {
  limit: 10,
  windowMs: 60 * 60 * 1000,
  message: "You have written many articles in the last hour. Please try again later.",
};
export const NEWS_EDITS_PER_USER: ThrottleRule = {
  limit: 60,
  windowMs: 60 * 60 * 1000,
  message: "You have edited articles many times in the last hour. Please try again later.",
};
/** Page views are dropped silently past this rate (the beacon answers 204 either way). */
export const VISITS_PER_IP: ThrottleRule = {
  limit: VISITS_PER_IP_PER_MINUTE,
  windowMs: 60 * 1000,
  message: "Too many page views from your network.",
};
