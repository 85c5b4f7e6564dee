import { Link } from "@tanstack/react-router";
import { buttonClass } from "../../components/button";
import { Dialog } from "../../components/dialog";

/**
 * What a visitor gets from an action that needs an account (issue 17): the title and text of product.md § Roles, and a way
 * on: 'Sign In' (to /auth) or 'Not now'. Loaded only when a visitor presses such an action.
 */
export default function SignInPrompt({
  title,
  description,
  onClose,
}: {
  title: string;
  description: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title={title} description={description}>
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onClose} className={buttonClass("secondary")}>
          Not now
        </button>
        <Link to="/auth" onClick={onClose} className={buttonClass("primary")}>
          Sign In
        </Link>
      </div>
    </Dialog>
  );
}
