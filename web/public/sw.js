// Coinfolio's service worker (issue 18): shows Web Push messages and opens the app where a click points.
// It caches nothing; the app is served fresh by the worker. Messages are the bell's notifications as JSON
// ({ id, kind, title, body, url }), encrypted by the worker (RFC 8291) and decrypted by the browser.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let message = { title: "Coinfolio", body: "", url: "/" };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // An empty or unreadable message still tells the user something happened.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      tag: message.id ? `coinfolio-${message.id}` : undefined,
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(self.location.origin));
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
