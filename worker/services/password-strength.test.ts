import { describe, expect, it } from "vitest";
import { isGuessablePassword } from "./password-strength";

describe("isGuessablePassword", () => {
  it.each(["password", "Password2024", "11111111111", "abcdef123", "qwertyuiop"])("refuses %s", (password) => {
    expect(isGuessablePassword(password)).toBe(true);
  });

  it.each(["s3cret-enough", "correct horse battery", "Tr0ub4dor&3"])("accepts %s", (password) => {
    expect(isGuessablePassword(password)).toBe(false);
  });

  // Usernames for which zxcvbn on its own scored "<username>2024" as strong enough.
  it.each(["caroldn520", "carols5820", "carol8le20", "carolhz201", "carol39720"])(
    "refuses %s followed by a year",
    (username) => {
      expect(isGuessablePassword(`${username}2024`, [username])).toBe(true);
      expect(isGuessablePassword(`${username.toUpperCase()}2024`, [username])).toBe(true);
    },
  );

  it("accepts a strong password that merely contains the username", () => {
    expect(isGuessablePassword("bob:correct horse battery", ["bob"])).toBe(false);
  });
});
