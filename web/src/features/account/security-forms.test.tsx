import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_HINT } from "../../../../schema/user-texts";
import { EmailCard, PasswordCard } from "./security-forms";

const user = {
  id: 7,
  username: "ada",
  firstName: null,
  lastName: null,
  email: "ada@example.com",
  isAdmin: false,
  costBasisMethod: "fifo" as const,
};

let requests: Array<{ url: string; body: unknown }> = [];

function renderIn(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init?.body ?? "null")) });
      return Response.json(url.endsWith("/email") ? { ...user, email: "new@example.com" } : { ok: true });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("account forms check with the server's shapes (schema/account.ts)", () => {
  it("refuses a short new password with the server's message and sends nothing", () => {
    renderIn(<PasswordCard />);
    type("Current password", "old-password");
    type("New password", "short");
    type("Confirm new password", "short");
    fireEvent.click(screen.getByRole("button", { name: "Change Password" }));
    // The field's hint turns into its error: the same words, in the error's colour.
    expect(screen.getByText(PASSWORD_HINT)).toHaveClass("text-rose-400");
    expect(requests).toEqual([]);
  });

  it("refuses a confirmation that differs, then sends the shape the server reads", async () => {
    renderIn(<PasswordCard />);
    type("Current password", "old-password");
    type("New password", "a-longer-password");
    type("Confirm new password", "a-longer-passwort");
    fireEvent.click(screen.getByRole("button", { name: "Change Password" }));
    expect(screen.getByText("The passwords do not match")).toBeInTheDocument();
    expect(requests).toEqual([]);

    type("Confirm new password", "a-longer-password");
    fireEvent.click(screen.getByRole("button", { name: "Change Password" }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      url: "/api/account/password",
      body: { currentPassword: "old-password", newPassword: "a-longer-password" },
    });
  });

  it("refuses an email that is not an address or a missing password at their fields, and sends a valid one lower-cased", async () => {
    renderIn(<EmailCard user={user} />);
    type("Email", "not-an-address");
    fireEvent.submit(screen.getByRole("form", { name: "Change email" }));
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Current password is required")).toBeInTheDocument();
    expect(requests).toEqual([]);

    type("Current password", "my-password");

    type("Email", "  New@Example.com ");
    fireEvent.submit(screen.getByRole("form", { name: "Change email" }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      url: "/api/account/email",
      body: { email: "new@example.com", currentPassword: "my-password" },
    });
  });
});
