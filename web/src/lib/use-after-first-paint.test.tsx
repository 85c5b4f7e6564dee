import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAfterFirstPaint } from "./use-after-first-paint";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("useAfterFirstPaint", () => {
  it("is false on the first render and true after the next frame and a task", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    await act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it("does not wait in a background tab, which paints no frames", () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const frame = vi.spyOn(window, "requestAnimationFrame");
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(true);
    expect(frame).not.toHaveBeenCalled();
  });
});
