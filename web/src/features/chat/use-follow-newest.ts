import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from "react";
import type { ChatMessage } from "./queries";

/** Within this many pixels of the end the reader counts as "at the newest message". */
const AT_END_PX = 48;

/**
 * Keeps a scrolling message list on its newest message: on load, on each new message while the reader is
 * at the end, and always after their own message. A reader who scrolled up to read history is not pulled
 * down: `unseen` turns true instead (the 'New messages' pill) until they reach the end again.
 * Older messages put above ('Load earlier messages') keep what the reader was looking at in place.
 */
export function useFollowNewest(list: RefObject<HTMLElement | null>, messages: ChatMessage[], meId: number) {
  const [unseen, setUnseen] = useState(false);
  const atEnd = useRef(true);
  const last = useRef({
    newestId: undefined as number | undefined,
    oldestId: undefined as number | undefined,
    scrollHeight: 0,
  });

  const toEnd = useCallback(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
    atEnd.current = true;
    setUnseen(false);
  }, [list]);

  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const newest = messages.at(-1);
    const before = last.current;
    if (newest && newest.id !== before.newestId) {
      if (before.newestId === undefined || atEnd.current || newest.userId === meId) toEnd();
      else setUnseen(true);
    } else if (messages[0] && before.oldestId !== undefined && messages[0].id !== before.oldestId) {
      el.scrollTop += el.scrollHeight - before.scrollHeight;
    }
    last.current = { newestId: newest?.id, oldestId: messages[0]?.id, scrollHeight: el.scrollHeight };
  }, [list, messages, meId, toEnd]);

  const onScroll = useCallback(() => {
    const el = list.current;
    if (!el) return;
    atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight <= AT_END_PX;
    if (atEnd.current) setUnseen(false);
  }, [list]);

  return { unseen, onScroll, toEnd };
}
