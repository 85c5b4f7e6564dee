import { useEffect, useRef, useState, type FormEvent } from "react";
import { CHAT_MESSAGE_MAX } from "../../../../schema/chat-constants";
import { Button } from "../../components/button";
import { inputClass } from "../../components/form";
import { messageOf } from "../../lib/api";
import { reportError } from "../../lib/query-client";
import { useSendChatMessage } from "./queries";

/** The text box and Send: blank text cannot be sent, text is trimmed, both are disabled while sending (product.md § Chat). */
export function MessageComposer() {
  const [text, setText] = useState("");
  const send = useSendChatMessage();
  const input = useRef<HTMLInputElement>(null);
  const message = text.trim();
  const sending = send.isPending;

  // Disabling the input while sending drops its focus; give it back so the next message can be typed at once
  // (only after a send: focusing on load would pop up the keyboard on a phone).
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending) input.current?.focus({ preventScroll: true });
    wasSending.current = sending;
  }, [sending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message || sending) return;
    send.mutate(message, {
      onSuccess: () => setText(""),
      // A 429 carries the server's own words ('You are sending messages too fast...').
      onError: (error) => reportError(error, "Error", messageOf(error, "Failed to send message")),
    });
  };

  return (
    <form onSubmit={submit} className="flex gap-2 border-t border-slate-800 bg-slate-900/90 p-3 sm:p-4">
      <input
        ref={input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Type your message..."
        aria-label="Message"
        maxLength={CHAT_MESSAGE_MAX}
        autoComplete="off"
        enterKeyHint="send"
        disabled={sending}
        className={`${inputClass} h-11 flex-1 text-base sm:text-sm`}
      />
      <Button type="submit" size="lg" disabled={!message || sending}>
        Send
      </Button>
    </form>
  );
}
