import * as zod from "zod";

/**
 * What drizzle-zod imports as `z` from "zod/v4", in the SPA build only (vite.config.ts aliases it here). drizzle-zod
 * uses that namespace as a value, which keeps all of zod in the bundle (every locale, JSON Schema: about 65 KB gzip
 * on the portfolio page); this object holds just the builders drizzle-zod 0.8 calls. A builder it starts to call
 * and this lacks fails the web tests, which load the same alias.
 */
export const z = {
  any: zod.any,
  array: zod.array,
  bigint: zod.bigint,
  boolean: zod.boolean,
  coerce: zod.coerce,
  custom: zod.custom,
  date: zod.date,
  enum: zod.enum,
  int: zod.int,
  null: zod.null,
  number: zod.number,
  object: zod.object,
  record: zod.record,
  string: zod.string,
  tuple: zod.tuple,
  union: zod.union,
  uuid: zod.uuid,
};
