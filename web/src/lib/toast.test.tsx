import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { stubScreen } from "../../test/screen";
import { AppToaster, notify, notifyError } from "./toast";

beforeEach(() => stubScreen(true));

describe("notices", () => {
  it("loads the toaster with the first notice, and leaves the last of two notices asked for at once on screen", async () => {
    const { container } = render(<AppToaster />);
    expect(container.innerHTML).toBe(""); // nothing loaded or drawn before a notice
    act(() => {
      notify({ title: "Session Expired", description: "Please sign in again to continue.", variant: "error" });
      notifyError("Login failed", "Invalid username or password");
    });
    expect(await screen.findByText("Login failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid username or password")).toBeInTheDocument();
    expect(screen.queryByText("Session Expired")).toBeNull();
    expect(screen.getByTestId("toast")).toHaveAttribute("role", "alert");
  });
});
