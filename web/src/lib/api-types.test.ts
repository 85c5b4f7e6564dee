import { describe, expectTypeOf, it } from "vitest";
import { type ApiAnswer, api } from "./api";

/**
 * The web's API calls are typed by the worker's routes. If that typing ever degraded to `any`, the
 * `@ts-expect-error` lines below would stop being errors and `npm run typecheck` would fail on them.
 */
describe("the typed API", () => {
  it("knows each route's answer and refuses unknown routes and fields", () => {
    expectTypeOf<ApiAnswer<"get", "/api/coins/:id">["name"]>().toEqualTypeOf<string>();
    const typeOnly = () => {
      // @ts-expect-error: no such route
      void api.get("/api/coins/:id/nonexistent", { param: { id: "bitcoin" } });
      // @ts-expect-error: the route needs its :id
      void api.get("/api/coins/:id");
      // @ts-expect-error: a login takes a username, not a login field
      void api.post("/api/login", { json: { login: "x", password: "y" } });
      return api.get("/api/user").then((user) => {
        // @ts-expect-error: a user has no such field
        void user.nonexistentField;
        return user.username;
      });
    };
    expectTypeOf(typeOnly).returns.resolves.toEqualTypeOf<string>();
  });
});
