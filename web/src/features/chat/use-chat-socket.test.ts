import { describe, expect, it } from "vitest";
import { chatSocketUrl, parseServerFrame, reconnectDelay } from "./use-chat-socket";

describe("reconnect back-off", () => {
  it("waits 0.5–1 s after the first drop and doubles from there", () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(1, () => 0)).toBe(1000);
    expect(reconnectDelay(3, () => 1)).toBe(8000);
  });

  it("never waits more than 30 s however many attempts failed", () => {
    expect(reconnectDelay(5, () => 1)).toBe(30_000);
    expect(reconnectDelay(50, () => 0)).toBe(15_000);
    expect(reconnectDelay(50, () => 1)).toBe(30_000);
  });
});

describe("chat socket", () => {
  it("uses wss on https and ws otherwise, on the page's own host", () => {
    expect(chatSocketUrl({ protocol: "https:", host: "coinfolio.example" })).toBe("wss://coinfolio.example/ws");
    expect(chatSocketUrl({ protocol: "http:", host: "127.0.0.1:8787" })).toBe("ws://127.0.0.1:8787/ws");
  });

  it("accepts the frames it acts on and ignores anything else", () => {
    expect(parseServerFrame('{"type":"user_count","count":2}')).toEqual({ type: "user_count", count: 2 });
    expect(parseServerFrame('{"type":"error","message":"Frame is too large"}')).toEqual({
      type: "error",
      message: "Frame is too large",
    });
    for (const frame of [
      '{"type":"pong"}',
      '{"type":"user_count","count":"2"}',
      '{"type":"new_message","message":{}}',
      "null",
      "[1]",
      "{",
      "",
    ]) {
      expect(parseServerFrame(frame)).toBeNull();
    }
  });
});
