import type { Env } from "../env";
import { VISITS_PER_IP_PER_MINUTE } from "../../domain/visits";
import { tooManyRequests } from "./errors";

export type ThrottleRule = { limit: number; windowMs: number; message: string };

const stub = (env: Env, key: string) => env.THROTTLE.get(env.THROTTLE.idFromName(key));

/** Refuses with 429 when any of the keys is over its rule's limit. */
export async function assertNotThrottled(env: Env, checks: Array<{ key: string; rule: ThrottleRule }>) {
  const waits = await Promise.all(checks.map(({ key, rule }) => stub(env, key).retryAfter(rule.limit)));
  const index = waits.findIndex((seconds) => seconds > 0);
  if (index >= 0) throw tooManyRequests(checks[index]!.rule.message, waits[index]!);
}

export async function recordHit(env: Env, keys: Array<{ key: string; rule: ThrottleRule }>) {
  await Promise.all(keys.map(({ key, rule }) => stub(env, key).hit(rule.windowMs)));
}

/** Counts one event for the key and says whether the key is still within its rule's limit. */
export async function hitWithinLimit(env: Env, { key, rule }: { key: string; rule: ThrottleRule }): Promise<boolean> {
  return (await stub(env, key).hit(rule.windowMs)) <= rule.limit;
}

export async function clearHits(env: Env, keys: string[]) {
  await Promise.all(keys.map((key) => stub(env, key).clear()));
}

export const LOGIN_PER_USERNAME: ThrottleRule = {
  limit: 5,
  windowMs: 15 * 60 * 1000,
  message: "Too many failed sign-in attempts. Please wait a few minutes and try again.",
};
export const LOGIN_PER_IP: ThrottleRule = {
  limit: 20,
  windowMs: 15 * 60 * 1000,
  message: "Too many failed sign-in attempts from your network. Please wait a few minutes and try again.",
};
export const REGISTER_PER_IP: ThrottleRule = {
  limit: 10,
  windowMs: 60 * 60 * 1000,
  message: "Too many accounts created from your network. Please try again later.",
};
/** Page views are dropped silently past this rate (the beacon answers 204 either way). */
export const VISITS_PER_IP: ThrottleRule = {
  limit: VISITS_PER_IP_PER_MINUTE,
  windowMs: 60 * 1000,
  message: "Too many page views from your network.",
};
