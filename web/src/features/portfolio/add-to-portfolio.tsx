import { lazy, Suspense } from "react";
import { useAuth } from "../auth/queries";
import type { AddToPortfolioDialogProps } from "./add-to-portfolio-dialog";

export type { PortfolioCoin } from "./add-to-portfolio-dialog";

// The dialog (Headless UI, decimal.js) loads only when someone adds a coin: list pages stay light.
const AddToPortfolioDialog = lazy(() =>
  import("./add-to-portfolio-dialog").then((m) => ({ default: m.AddToPortfolioDialog })),
);
const SignInPrompt = lazy(() => import("../auth/sign-in-prompt"));

export type AddToPortfolioProps = AddToPortfolioDialogProps & {
  /**
   * What a visitor is told instead (product.md § Roles): the market says 'Please sign in to add coins to your
   * portfolio.' (the default), the ecosystem page '... tokens ...'.
   */
  visitorDescription?: string;
};

/**
 * Add to Portfolio for the market and ecosystem lists: set `coin` when Add is clicked, clear it in
 * `onClose`. A signed-in user gets the dialog; a visitor gets 'Authentication Required' with a 'Sign In'
 * action (issue 17: a prompt, not a dead-end toast).
 */
export function AddToPortfolio({
  coin,
  onClose,
  visitorDescription = "Please sign in to add coins to your portfolio.",
}: AddToPortfolioProps) {
  const { user, status } = useAuth();
  if (coin !== null && status === "unauthenticated") {
    return (
      <Suspense fallback={null}>
        <SignInPrompt title="Authentication Required" description={visitorDescription} onClose={onClose} />
      </Suspense>
    );
  }
  if (!coin || !user) return null;
  return (
    <Suspense fallback={null}>
      <AddToPortfolioDialog coin={coin} onClose={onClose} />
    </Suspense>
  );
}
