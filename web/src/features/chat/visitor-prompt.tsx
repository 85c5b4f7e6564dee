import { Link } from "@tanstack/react-router";
import { buttonClass } from "../../components/button";
import { Card, Page } from "../../components/page";

/** /chat for visitors (product.md § Chat). */
export function ChatVisitorPrompt() {
  return (
    <Page>
      <Card className="mx-auto max-w-lg py-10 text-center">
        <h1 className="text-2xl font-bold text-white">Community Chat</h1>
        <p className="mt-3 text-slate-400">
          Sign in to join the conversation with other crypto traders and enthusiasts.
        </p>
        <Link to="/auth" className={`${buttonClass("primary")} mt-6`}>
          Sign In to Chat
        </Link>
      </Card>
    </Page>
  );
}
