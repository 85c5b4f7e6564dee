import { createFileRoute } from "@tanstack/react-router";
import { Spinner } from "../components/spinner";
import { useAuth } from "../features/auth/queries";
import { ChatPage } from "../features/chat/chat-page";
import { ChatVisitorPrompt } from "../features/chat/visitor-prompt";

export const Route = createFileRoute("/chat")({
  component: function ChatRoute() {
    const { user, status } = useAuth();
    if (status === "loading") return <Spinner label="Checking authentication..." />;
    // Signing out renders the prompt instead, which unmounts the page and closes its socket.
    if (!user) return <ChatVisitorPrompt />;
    return <ChatPage key={user.id} user={user} />;
  },
});
