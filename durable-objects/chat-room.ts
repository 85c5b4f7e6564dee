import { DurableObject } from "cloudflare:workers";

/** The live chat room (issue 7 builds it out on the WebSocket Hibernation API). */
export class ChatRoom extends DurableObject {
  async fetch(): Promise<Response> {
    return new Response(JSON.stringify({ error: { code: "not_implemented", message: "Chat is not available yet" } }), {
      status: 501,
      headers: { "Content-Type": "application/json" },
    });
  }
}
