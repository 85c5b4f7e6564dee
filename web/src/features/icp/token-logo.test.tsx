import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TokenLogo } from "./token-logo";

const token = { canister_id: "ryjl3-tyaaa-aaaaa-aaaba-cai", name: "Internet Computer", symbol: "icp" };

describe("token logo", () => {
  it("shows the lazily loaded logo once it has loaded, over the letter avatar", () => {
    render(<TokenLogo token={{ ...token, logo_url: "https://logos.example/icp.png" }} />);
    const img = screen.getByRole("img", { name: "Internet Computer logo" });
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("width", "32");
    expect(img).toHaveClass("opacity-0");
    expect(screen.getByTestId("token-avatar")).not.toHaveClass("invisible");
    fireEvent.load(img);
    expect(img).not.toHaveClass("opacity-0");
    expect(screen.getByTestId("token-avatar")).toHaveClass("invisible");
  });

  it("falls back to the letter when the logo fails or there is none", () => {
    const { rerender } = render(<TokenLogo token={{ ...token, logo_url: "https://logos.example/icp.png" }} />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByTestId("token-avatar")).toHaveTextContent("I");
    expect(screen.getByTestId("token-avatar")).not.toHaveClass("invisible");

    rerender(<TokenLogo token={{ ...token, logo_url: null }} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByTestId("token-avatar")).toHaveTextContent("I");
  });
});
