import { describe, expect, it } from "vitest";
import { registerSchema } from "../../../schema/users";
import { fieldErrors, issuePath } from "./field-errors";

describe("validation issues as field messages", () => {
  it("keeps the first message of each field, from the server's own zod shape", () => {
    const result = registerSchema.safeParse({ username: "ok_name", password: "123", email: "not an email" });
    expect(fieldErrors(result.error?.issues)).toEqual({
      password: "At least 6 characters",
      email: "Please enter a valid email address",
    });
  });

  it("reads a 400's dotted paths like zod's arrays, and drops issues the form has no field for", () => {
    const issues = [
      { path: "adConfig.messages.1", message: "Each message must be 30 characters or less" },
      { path: ["adConfig", "messages", 0], message: "Messages cannot be empty" },
      { path: "currency", message: "Currency must be one of: BTC" },
    ];
    const fieldOf = (path: string) => (path.startsWith("adConfig.messages") ? "messages" : null);
    expect(fieldErrors(issues, fieldOf)).toEqual({ messages: "Each message must be 30 characters or less" });
    expect(issuePath(["adConfig", "messages", 0])).toBe("adConfig.messages.0");
  });

  it("has nothing to say without issues", () => {
    expect(fieldErrors(undefined)).toEqual({});
    expect(fieldErrors(registerSchema.safeParse({ username: "ok_name", password: "123456" }).error?.issues)).toEqual(
      {},
    );
  });
});
