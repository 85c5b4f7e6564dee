import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "../../components/button";
import { Spinner } from "../../components/spinner";
import type { User } from "../auth/queries";
import { MessageComposer } from "./message-composer";
import { MessageList } from "./message-list";
import { addChatMessage, chatMessagesQuery } from "./queries";
import { useChatSocket } from "./use-chat-socket";

/**
 * /chat for a signed-in user. The panel fills the screen below the navbar and ticker, so the list scrolls
 * inside it and the text box stays at the bottom, on a phone too.
 */
export function ChatPage({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const history = useInfiniteQuery(chatMessagesQuery);
  const { connected, online } = useChatSocket(user.id, {
    onMessage: (message) => addChatMessage(queryClient, message),
    onReconnect: () => void queryClient.invalidateQueries({ queryKey: chatMessagesQuery.queryKey }),
  });

  return (
    <div className="mx-auto flex h-[calc(100dvh-6.25rem)] min-h-[26rem] w-full max-w-5xl flex-col px-3 py-4 sm:px-6 lg:py-6">
      <header className="mb-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-2 px-1 sm:mb-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Live Chat</h1>
          <p className="mt-1 text-sm text-slate-400 sm:text-base">Connect with the crypto community</p>
        </div>
        <ConnectionStatus connected={connected} online={online} />
      </header>
      <section className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/70">
        {history.isPending ? (
          <Spinner label="Loading messages..." className="flex-1" />
        ) : history.isError ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
            <p className="font-semibold text-white">Could not load messages</p>
            <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <MessageList
            messages={history.data}
            meId={user.id}
            hasEarlier={history.hasNextPage}
            loadingEarlier={history.isFetchingNextPage}
            onLoadEarlier={() => void history.fetchNextPage()}
          />
        )}
        <MessageComposer />
      </section>
    </div>
  );
}

/** Green while the live connection is open, red while it is not (product.md § Chat), and the room's head count. */
function ConnectionStatus({ connected, online }: { connected: boolean; online: number }) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <span
        data-testid="chat-connection"
        data-connected={connected}
        className="inline-flex items-center gap-2 rounded-full border border-slate-800 bg-slate-900 px-3 py-1"
      >
        <span
          className={`size-2.5 rounded-full ${connected ? "bg-emerald-400 shadow-[0_0_8px] shadow-emerald-400/70" : "bg-rose-500"}`}
          aria-hidden
        />
        <span className={connected ? "text-emerald-300" : "text-rose-300"}>
          {connected ? "Connected" : "Disconnected"}
        </span>
      </span>
      <span className="rounded-full border border-slate-800 bg-slate-900 px-3 py-1 text-slate-300">
        {online} online
      </span>
    </div>
  );
}
