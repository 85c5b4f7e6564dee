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

const isWeak = (password: string, userInputs: string[]) =>
  zxcvbn().check(password, userInputs).score < MIN_PASSWORD_SCORE;

/**
 * `userInputs` (the username, the email) count as known words: "alice2024" is weak for alice. zxcvbn alone
 * sometimes scores the username plus a year as strong (for "carols5820" it splits "carols58202024" into cheaper
 * looking pieces than the username), so a password that contains a user input is also judged by what is left
 * once the input is taken out.
 */
export const isGuessablePassword = (password: string, userInputs: string[] = []) => {
  const inputs = userInputs.filter(Boolean);
  if (isWeak(password, inputs)) return true;
  const lower = password.toLowerCase();
  return inputs.some((input) => {
    const known = input.toLowerCase();
    return known.length >= 3 && lower.includes(known) && isWeak(lower.replaceAll(known, ""), inputs);
  });
};
