import { useNavigate } from "@tanstack/react-router";
import { createContext, useCallback, useContext, useEffect, useId, useRef, type ReactNode } from "react";
import { spotPositionFromIcpToken } from "../../../../domain/icp-tokens";
import type { IcpToken } from "../../../../schema/icp";
import { buttonClass } from "../../components/button";
import { isUnauthorized } from "../../lib/api";
import { notifyError, notifySuccess } from "../../lib/toast";
import { useAuth } from "../auth/queries";
import { useAddIcpTokenMutation } from "./queries";
import { priceOf } from "./token-list";

/** product.md § Roles: the ICP page sends visitors to sign in 1.5 s after telling them why. */
export const SIGN_IN_REDIRECT_MS = 1500;

const SignInPrompt = createContext<(() => void) | null>(null);

/**
 * Owns the visitor prompt's redirect for the whole page, so it survives the rows being re-rendered (the
 * table and the cards swap when the window crosses 768 px) and is dropped only when the page is left.
 */
export function SignInPromptProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const prompt = useCallback(() => {
    notifyError("Sign In Required", "Please sign in to add tokens to your portfolio.");
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void navigate({ to: "/auth" }), SIGN_IN_REDIRECT_MS);
  }, [navigate]);
  return <SignInPrompt.Provider value={prompt}>{children}</SignInPrompt.Provider>;
}

function useSignInPrompt() {
  const prompt = useContext(SignInPrompt);
  if (!prompt) throw new Error("AddTokenButton needs a SignInPromptProvider around it");
  return prompt;
}

const TOOLTIP_SIDES = {
  left: "right-full top-1/2 mr-2 -translate-y-1/2",
  top: "bottom-full left-0 mb-2",
} as const;

/**
 * Adds one of the token at its listed price (product.md § Add from ICP token). A token without a price cannot be added: the button
 * stays focusable so its tooltip can say why.
 */
export function AddTokenButton({
  token,
  tooltipSide,
  className = "",
}: {
  token: IcpToken;
  tooltipSide: "left" | "top";
  className?: string;
}) {
  const { status } = useAuth();
  const add = useAddIcpTokenMutation();
  const promptSignIn = useSignInPrompt();
  const tooltipId = useId();
  const payload = spotPositionFromIcpToken({ name: token.name, symbol: token.symbol, price: priceOf(token) });
  const label = `Add ${token.symbol} to portfolio`;

  if (!payload.ok) {
    return (
      <span className={`group relative inline-flex ${className}`}>
        <button
          type="button"
          aria-disabled="true"
          aria-label={label}
          aria-describedby={tooltipId}
          className={`${buttonClass("secondary", "sm")} w-full cursor-not-allowed opacity-50`}
        >
          Add
        </button>
        <span
          id={tooltipId}
          role="tooltip"
          className={`pointer-events-none absolute z-20 hidden w-56 rounded-md ${TOOLTIP_SIDES[tooltipSide]} border border-slate-700 bg-slate-950 px-3 py-2 text-left text-xs font-normal text-slate-200 shadow-lg group-focus-within:block group-hover:block`}
        >
          {payload.reason}
        </span>
      </span>
    );
  }

  const onClick = () => {
    if (status === "loading") return;
    if (status === "unauthenticated") return promptSignIn();
    add.mutate(payload.position, {
      onSuccess: () => notifySuccess("Position added successfully", `1 ${token.symbol} added to your portfolio.`),
      onError: (error) =>
        isUnauthorized(error)
          ? promptSignIn()
          : notifyError("Error", "Failed to add token to portfolio. Please try again."),
    });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={add.isPending}
      aria-label={label}
      className={`${buttonClass("primary", "sm")} ${className}`}
    >
      {add.isPending ? "Adding..." : "Add"}
    </button>
  );
}
