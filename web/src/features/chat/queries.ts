import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import type { ChatMessage } from "../../../../schema/chat";
import { CHAT_CURSOR_HEADER } from "../../../../schema/chat-constants";
import { type ApiAnswer, api, apiUrl, throwIfNotOk } from "../../lib/api";

export type { ChatMessage };

/** product.md § Refresh intervals: chat messages are refreshed every 30 s. */
export const CHAT_POLL_MS = 30_000;

const MESSAGES_PATH = "/api/chat/messages" as const;

/** One page of history: up to 100 messages, oldest first, and the `before` of the next older page. */
export type ChatPage = { messages: ChatMessage[]; nextCursor: number | null };

async function fetchChatPage(before: number | undefined, signal: AbortSignal): Promise<ChatPage> {
  // Its own fetch: the next page's cursor comes in a header.
  const res = await fetch(apiUrl(MESSAGES_PATH, { query: { before: before ? String(before) : undefined } }), {
    credentials: "include",
    signal,
  });
  // product.md § API conventions: a 401 on a data query yields an empty result; the session watcher reports the expired session.
  if (res.status === 401) return { messages: [], nextCursor: null };
  await throwIfNotOk(res);
  const cursor = res.headers.get(CHAT_CURSOR_HEADER);
  const messages: ApiAnswer<"get", typeof MESSAGES_PATH> = await res.json();
  return { messages, nextCursor: cursor ? Number(cursor) : null };
}

/** Every message loaded so far, oldest first, each once (a live frame and a poll may bring the same one). */
const oldestFirst = (data: InfiniteData<ChatPage, number | undefined>): ChatMessage[] => {
  const byId = new Map<number, ChatMessage>();
  for (const page of data.pages) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

/**
 * The history as pages, newest page first: page 0 is the latest messages (polled), each further page the
 * one before it ('Load earlier messages'). A refetch walks the pages again from the newest, so pages stay
 * contiguous however many messages arrived in between.
 */
export const chatMessagesQuery = infiniteQueryOptions({
  queryKey: [MESSAGES_PATH, "pages"] as const,
  queryFn: ({ pageParam, signal }) => fetchChatPage(pageParam, signal),
  initialPageParam: undefined as number | undefined,
  getNextPageParam: (last: ChatPage) => last.nextCursor ?? undefined,
  select: oldestFirst,
  refetchInterval: CHAT_POLL_MS,
  // Coming back to /chat after a while refetches: the socket was closed meanwhile and missed messages.
  staleTime: CHAT_POLL_MS,
});

/**
 * Puts a message (from a `new_message` frame or the sender's own 201) into the newest page, without a
 * refetch: with hundreds of clients in the room a refetch per message would be a request storm per message.
 * The 30 s poll and the refetch after a reconnect catch up on anything a dropped socket missed.
 */
export function addChatMessage(queryClient: QueryClient, message: ChatMessage) {
  if (!queryClient.getQueryData(chatMessagesQuery.queryKey)) {
    // The history is still loading and may have been read before this message was stored.
    void queryClient.invalidateQueries({ queryKey: chatMessagesQuery.queryKey });
    return;
  }
  queryClient.setQueryData(chatMessagesQuery.queryKey, (data) => {
    if (!data || data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}

/** POST /api/chat/messages; the stored message goes straight into the list (the room tells everyone else). */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => api.post(MESSAGES_PATH, { json: { message, messageType: "text" } }),
    onSuccess: (message) => addChatMessage(queryClient, message),
  });
}
