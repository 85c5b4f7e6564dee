import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { formatRelativeTime } from "../../../../domain/format";
import type { NotificationView } from "../../../../schema/account-constants";
import { registerServiceWorkerWhenIdle } from "./push";
import { notificationsQuery, useMarkRead } from "./queries";

const KIND_DOT: Record<NotificationView["kind"], string> = {
  price_alert: "bg-sky-400",
  liquidation: "bg-rose-500",
  ad_order: "bg-amber-400",
};

/**
 * The notification bell (issue 18): unread count, the latest notifications, mark read. Loaded lazily by the
 * navbar for signed-in users only, so the first load of / does not carry it.
 */
export default function NotificationBell() {
  const { data, isPending, isError } = useQuery(notificationsQuery);
  const [open, setOpen] = useState(false);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const unread = data?.unread ?? 0;
  // Push messages need the service worker; the bell is where a signed-in user's session starts showing them.
  useEffect(registerServiceWorkerWhenIdle, []);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !box.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  const openItem = (item: NotificationView) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    setOpen(false);
    void navigate({ to: item.url });
  };

  return (
    <div ref={box} className="relative">
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
        className="relative inline-flex size-9 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 hover:text-white"
        data-testid="bell"
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
          <path
            d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10.3 20a1.9 1.9 0 0 0 3.4 0"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 ? (
          <span
            className="absolute -right-0.5 -top-0.5 min-w-4 rounded-full bg-rose-500 px-1 text-center text-[10px] font-bold leading-4 text-rose-50"
            data-testid="bell-count"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          role="dialog"
          aria-label="Notifications"
          className="fixed inset-x-2 top-16 z-50 rounded-xl border border-slate-700 bg-slate-900 shadow-2xl shadow-black/40 sm:absolute sm:inset-x-auto sm:right-0 sm:top-11 sm:w-96"
        >
          <div className="flex items-center justify-between border-b border-slate-800 px-4 py-3">
            <p className="text-sm font-semibold text-white">Notifications</p>
            <button
              type="button"
              className="text-xs font-medium text-emerald-300 hover:text-emerald-200 disabled:text-slate-500"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              Mark all read
            </button>
          </div>
          <div className="max-h-[60vh] overflow-y-auto">
            {isPending ? (
              <p className="px-4 py-6 text-center text-sm text-slate-400">Loading notifications...</p>
            ) : isError ? (
              <p className="px-4 py-6 text-center text-sm text-rose-400">Failed to load notifications.</p>
            ) : !data?.items.length ? (
              <p className="px-4 py-6 text-center text-sm text-slate-400">
                No notifications yet. Price alerts, liquidations and ad order updates show up here.
              </p>
            ) : (
              <ul className="divide-y divide-slate-800">
                {data.items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => openItem(item)}
                      className={`flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-800/60 ${item.read ? "" : "bg-slate-800/30"}`}
                      data-testid="notification"
                    >
                      <span
                        className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? "bg-transparent" : KIND_DOT[item.kind]}`}
                        aria-hidden
                      />
                      <span className="min-w-0">
                        <span className={`block text-sm ${item.read ? "text-slate-300" : "font-medium text-white"}`}>
                          {item.title}
                        </span>
                        <span className="block text-xs text-slate-400">{item.body}</span>
                        <span className="mt-0.5 block text-xs text-slate-500">
                          {formatRelativeTime(item.createdAt)}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
