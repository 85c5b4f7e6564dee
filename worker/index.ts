import { app } from "./app";
import type { Env } from "./env";
import { runScheduled } from "./jobs";

export { ChatRoom } from "../durable-objects/chat-room";
export { Throttle } from "../durable-objects/throttle";

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
