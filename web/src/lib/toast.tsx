import { Suspense, lazy, useSyncExternalStore } from "react";

export type Notice = {
  title: string;
  description?: string;
  variant?: "success" | "error" | "info";
  /** product.md § Notices: 5000 ms unless a toast says otherwise. */
  duration?: number;
  /** One button in the toast (issue 17: 'Undo' after a delete); pressing it dismisses the toast. */
  action?: { label: string; onClick: () => void };
};

// react-hot-toast (and its CSS-in-JS) is not in the first-load chunk: most visits never show a toast, and
// setting it up cost the market page's first render on a phone. The first notice loads it and mounts the
// toaster; every later one is shown at once. One promise for every notice: its callbacks run in the order
// they were added, so the last notice asked for is the one left on screen (two import() calls may settle in
// either order, and under load a 401's "Session Expired" could land after the form's "Login failed").
let view: Promise<typeof import("./toast-view")> | undefined;
const loadView = () => (view ??= import("./toast-view"));
const ToasterView = lazy(loadView);

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows a notice (product.md § Notices: one at a time, a new one replaces the last). */
export function notify(notice: Notice) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadView().then((view) => view.show(notice));
}

export const notifyError = (title: string, description?: string) => notify({ title, description, variant: "error" });
export const notifySuccess = (title: string, description?: string) =>
  notify({ title, description, variant: "success" });

/** Where the notices appear; mounted once in the shell, it loads nothing until the first notice. */
export function AppToaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
