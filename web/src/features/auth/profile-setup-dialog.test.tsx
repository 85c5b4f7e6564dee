import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProfileSetupForm } from "./profile-setup-dialog";

const user = {
  id: 7,
  username: "",
  firstName: "Ada",
  lastName: null,
  email: null,
  isAdmin: false,
  costBasisMethod: "fifo" as const,
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProfileSetupForm user={user} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => Response.json({ available: !url.endsWith("/taken-name") })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const typeUsername = async (value: string) => {
  fireEvent.change(screen.getByLabelText("Username"), { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(600);
  });
};

describe("profile setup", () => {
  it("pre-fills names, forces lowercase and cannot be dismissed", () => {
    renderForm();
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");
    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "MiXeD" } });
    expect(screen.getByLabelText("Username")).toHaveValue("mixed");
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });

  it("checks availability after 500 ms and only enables submit for an available name", async () => {
    renderForm();
    const submit = screen.getByRole("button", { name: "Complete Setup" });
    expect(submit).toBeDisabled();
    await typeUsername("taken-name");
    expect(await screen.findByText("Username is already taken")).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await typeUsername("free-name");
    expect(await screen.findByText("Username is available")).toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it("does not check names shorter than 3 characters", async () => {
    renderForm();
    await typeUsername("ab");
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText("Username is available")).toBeNull();
  });
});
