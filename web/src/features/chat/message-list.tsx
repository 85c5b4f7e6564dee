import { useRef } from "react";
import { relativeTime } from "../../../../domain/relative-time";
import { Button } from "../../components/button";
import { useNow } from "../../lib/use-now";
import type { ChatMessage } from "./queries";
import { useFollowNewest } from "./use-follow-newest";

type Props = {
  messages: ChatMessage[];
  meId: number;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
};

/** The scrolling history: own messages on the right, everyone else's on the left, newest at the bottom. */
export function MessageList({ messages, meId, hasEarlier, loadingEarlier, onLoadEarlier }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const { unseen, onScroll, toEnd } = useFollowNewest(list, messages, meId);
  const now = useNow(30_000);

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={list}
        onScroll={onScroll}
        role="log"
        aria-label="Chat messages"
        // Focusable so a keyboard user can scroll the history with the arrow keys.
        tabIndex={0}
        className="h-full overflow-y-auto outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-emerald-400 overscroll-contain px-3 py-4 [overflow-anchor:none] sm:px-5"
      >
        {hasEarlier ? (
          <div className="mb-4 flex justify-center">
            <Button variant="secondary" size="sm" onClick={onLoadEarlier} disabled={loadingEarlier}>
              {loadingEarlier ? "Loading..." : "Load earlier messages"}
            </Button>
          </div>
        ) : null}
        {messages.length === 0 ? (
          <EmptyChat />
        ) : (
          <ol className="space-y-3">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} own={message.userId === meId} now={now} />
            ))}
          </ol>
        )}
      </div>
      {unseen ? (
        <button
          type="button"
          onClick={toEnd}
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-emerald-500 px-4 py-1.5 text-sm font-medium text-ink shadow-lg shadow-black/40 hover:bg-emerald-400"
        >
          New messages ↓
        </button>
      ) : null}
    </div>
  );
}

function MessageItem({ message, own, now }: { message: ChatMessage; own: boolean; now: Date }) {
  return (
    <li data-testid="chat-message" data-side={own ? "right" : "left"} className="flex data-[side=right]:justify-end">
      <div className={`flex max-w-[85%] flex-col sm:max-w-[70%] ${own ? "items-end" : "items-start"}`}>
        <p className="mb-1 flex items-baseline gap-2 px-1 text-xs">
          <span className={`font-semibold ${own ? "text-emerald-300" : "text-slate-200"}`}>{message.username}</span>
          <time
            dateTime={message.createdAt}
            title={new Date(message.createdAt).toLocaleString()}
            className="text-slate-500"
          >
            {relativeTime(message.createdAt, now)}
          </time>
        </p>
        <p
          className={`whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm leading-relaxed [overflow-wrap:anywhere] ${
            own ? "rounded-br-md bg-emerald-500 text-ink" : "rounded-bl-md bg-slate-800 text-slate-100"
          }`}
        >
          {message.message}
        </p>
      </div>
    </li>
  );
}

function EmptyChat() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 py-12 text-center">
      <span
        className="mb-2 flex size-12 items-center justify-center rounded-full bg-emerald-500/10 text-emerald-400"
        aria-hidden
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          className="size-6"
          aria-hidden="true"
        >
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M8 10h8M8 14h5M21 12a8.5 8.5 0 0 1-12.4 7.6L3 21l1.4-5.6A8.5 8.5 0 1 1 21 12Z"
          />
        </svg>
      </span>
      <p className="text-lg font-semibold text-white">Welcome to the chat!</p>
      <p className="text-sm text-slate-400">Start a conversation with the community</p>
    </div>
  );
}
