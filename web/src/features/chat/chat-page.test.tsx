import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "../../../../schema/chat";
import { AppToaster } from "../../lib/toast";
import { ChatPage } from "./chat-page";

const me = {
  id: 7,
  username: "ann",
  firstName: null,
  lastName: null,
  email: null,
  isAdmin: false,
  costBasisMethod: "fifo" as const,
};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const message = (
  id: number,
  userId: number,
  username: string,
  text: string,
  createdAt = minutesAgo(5),
): ChatMessage => ({
  id,
  userId,
  username,
  message: text,
  messageType: "text",
  replyToId: null,
  isEdited: false,
  isDeleted: false,
  createdAt,
  updatedAt: createdAt,
});

/** Stands in for the browser's WebSocket; the test opens it, feeds it frames and drops it. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readonly sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  closedByClient = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  static get last() {
    return FakeSocket.all.at(-1)!;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closedByClient = true;
  }
  open() {
    act(() => this.onopen?.(new Event("open")));
  }
  receive(frame: unknown) {
    act(() =>
      this.onmessage?.(
        new MessageEvent("message", { data: typeof frame === "string" ? frame : JSON.stringify(frame) }),
      ),
    );
  }
  drop() {
    act(() => this.onclose?.(new CloseEvent("close", { code: 1006 })));
  }
}

type Reply = { body: unknown; status?: number; headers?: Record<string, string> };

/** The page with a real query client; GET and POST of /api/chat/messages answer from the given handlers. */
function renderChat({ get, post }: { get: (url: string) => Reply; post?: (body: unknown) => Promise<Reply> | Reply }) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const reply = init?.method === "POST" ? await post!(JSON.parse(String(init.body))) : get(url);
    return Response.json(reply.body, { status: reply.status ?? 200, headers: reply.headers });
  });
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <ChatPage user={me} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { fetchMock, unmount: view.unmount };
}

const messageItems = () => screen.getAllByTestId("chat-message");
const sendButton = () => screen.getByRole("button", { name: "Send" });
const textBox = () => screen.getByPlaceholderText("Type your message...");

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  // jsdom has no matchMedia; the toaster asks it about reduced motion.
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("chat page", () => {
  it("shows the empty state, keeps Send disabled for blank text and sends the text trimmed", async () => {
    let answer!: (reply: Reply) => void;
    const { fetchMock } = renderChat({
      get: () => ({ body: [] }),
      post: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    expect(await screen.findByText("Welcome to the chat!", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("Start a conversation with the community", { exact: true })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Live Chat" })).toBeInTheDocument();

    expect(sendButton()).toBeDisabled();
    fireEvent.change(textBox(), { target: { value: "   \t " } });
    expect(sendButton()).toBeDisabled();
    fireEvent.submit(textBox().closest("form")!);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    fireEvent.change(textBox(), { target: { value: "  gm everyone  " } });
    expect(sendButton()).toBeEnabled();
    fireEvent.click(sendButton());
    await waitFor(() => expect(textBox()).toBeDisabled());
    expect(sendButton()).toBeDisabled();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(post[0]).toBe("/api/chat/messages");
    expect(JSON.parse(String(post[1]!.body))).toEqual({ message: "gm everyone", messageType: "text" });

    answer({ body: message(1, me.id, me.username, "gm everyone", new Date().toISOString()), status: 201 });
    await waitFor(() => expect(textBox()).toBeEnabled());
    expect(textBox()).toHaveValue("");
    expect(messageItems()).toHaveLength(1);
    expect(messageItems()[0]).toHaveAttribute("data-side", "right");
    expect(screen.queryByText("Welcome to the chat!")).toBeNull();
  });

  it("puts own messages on the right and others' on the left, each with username, relative time and plain text", async () => {
    renderChat({
      get: () => ({
        body: [
          message(1, 8, "bob", "<b>wen moon</b>", minutesAgo(5)),
          message(2, me.id, me.username, "soon", minutesAgo(1)),
        ],
      }),
    });
    await screen.findByText("soon");
    const [theirs, mine] = messageItems();
    expect(theirs).toHaveAttribute("data-side", "left");
    expect(within(theirs!).getByText("bob")).toBeInTheDocument();
    expect(within(theirs!).getByText("5 minutes ago")).toBeInTheDocument();
    // User text is shown as typed, never as markup.
    expect(within(theirs!).getByText("<b>wen moon</b>")).toBeInTheDocument();
    expect(theirs!.querySelector("b")).toBeNull();
    expect(mine).toHaveAttribute("data-side", "right");
    expect(within(mine!).getByText("ann")).toBeInTheDocument();
    expect(within(mine!).getByText("1 minute ago")).toBeInTheDocument();
  });

  it("shows the server's message in an 'Error' toast when sending is refused", async () => {
    renderChat({
      get: () => ({ body: [] }),
      post: () => ({
        status: 429,
        body: {
          error: {
            code: "too_many_requests",
            message: "You are sending messages too fast. Please wait a few seconds.",
          },
        },
      }),
    });
    await screen.findByText("Welcome to the chat!");
    fireEvent.change(textBox(), { target: { value: "spam" } });
    fireEvent.click(sendButton());
    const toast = await screen.findByTestId("toast");
    expect(within(toast).getByText("Error", { exact: true })).toBeInTheDocument();
    expect(
      within(toast).getByText("You are sending messages too fast. Please wait a few seconds."),
    ).toBeInTheDocument();
    // The text stays so it can be sent again.
    expect(textBox()).toHaveValue("spam");
  });

  it("pages back with 'Load earlier messages' and puts the older page above", async () => {
    const { fetchMock } = renderChat({
      get: (url) =>
        url.endsWith("?before=3")
          ? { body: [message(1, 8, "bob", "first"), message(2, 8, "bob", "second")] }
          : {
              body: [message(3, 8, "bob", "third"), message(4, me.id, "ann", "fourth")],
              headers: { "X-Next-Cursor": "3" },
            },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Load earlier messages" }));
    await screen.findByText("first");
    expect(fetchMock).toHaveBeenCalledWith("/api/chat/messages?before=3", expect.anything());
    expect(messageItems().map((item) => item.textContent)).toEqual([
      expect.stringContaining("first"),
      expect.stringContaining("second"),
      expect.stringContaining("third"),
      expect.stringContaining("fourth"),
    ]);
    expect(screen.queryByRole("button", { name: "Load earlier messages" })).toBeNull();
  });

  it("joins the room, follows the online count, shows new messages live and reconnects after a drop", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const { unmount } = renderChat({ get: () => ({ body: [] }) });
    await screen.findByText("Welcome to the chat!");
    const status = screen.getByTestId("chat-connection");
    expect(FakeSocket.all).toHaveLength(1);
    expect(FakeSocket.last.url).toBe(`ws://${window.location.host}/ws`);
    expect(status).toHaveTextContent("Disconnected");
    expect(screen.getByText("1 online")).toBeInTheDocument();

    FakeSocket.last.open();
    expect(FakeSocket.last.sent).toEqual([{ type: "join_chat", userId: me.id }]);
    expect(status).toHaveTextContent("Connected");
    FakeSocket.last.receive({ type: "connected", userId: me.id, username: me.username });
    FakeSocket.last.receive({ type: "user_count", count: 3 });
    expect(screen.getByText("3 online")).toBeInTheDocument();

    FakeSocket.last.receive({
      type: "new_message",
      message: message(9, 8, "bob", "live from bob", new Date().toISOString()),
    });
    expect(await screen.findByText("live from bob")).toBeInTheDocument();
    // Frames this client does not understand change nothing.
    FakeSocket.last.receive("not json");
    FakeSocket.last.receive({ type: "new_message", message: { id: "x" } });
    FakeSocket.last.receive({ type: "user_count", count: -1 });
    expect(messageItems()).toHaveLength(1);
    expect(screen.getByText("3 online")).toBeInTheDocument();

    FakeSocket.last.drop();
    expect(status).toHaveTextContent("Disconnected");
    expect(screen.getByText("1 online")).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 2000 });
    FakeSocket.last.open();
    expect(status).toHaveTextContent("Connected");

    const socket = FakeSocket.last;
    unmount();
    expect(socket.closedByClient).toBe(true);
  });
});
