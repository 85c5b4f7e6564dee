import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/**
 * Registration refuses passwords an online guesser tries early: zxcvbn-ts with its common dictionary
 * (~49,000 leaked passwords, keyboard walks) also sees repeats ("11111111111"), sequences ("abcdef") and a
 * common word plus a year ("Password2024"). Score 2 means about a million guesses or more (docs/decisions.md,
 * issue 14). Server-side only: the dictionaries are ~1.9 MB and never reach the SPA.
 */
export const MIN_PASSWORD_SCORE = 2;
export const GUESSABLE_PASSWORD = "This password is too common or too easy to guess. Please choose another.";

let estimator: ZxcvbnFactory | null = null;

/** Built on first use: ranking the dictionaries costs tens of milliseconds, paid only by a registration. */
const zxcvbn = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/** `userInputs` (the username, the email) count as known words: "alice2024" is weak for alice. */
export const isGuessablePassword = (password: string, userInputs: string[] = []) =>
  zxcvbn().check(password, userInputs.filter(Boolean)).score < MIN_PASSWORD_SCORE;
