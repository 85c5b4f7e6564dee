import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The layer rules of docs/architecture.md ("The layers"), checked on every import of the worker, the shared
// folders and the Durable Objects (tests and test helpers may reach anything).

const root = resolve(import.meta.dirname, "..");

/** Each layer and the layers it may import (besides itself, `worker/env.ts`, npm packages). */
const MAY_IMPORT: Record<string, readonly string[]> = {
  "worker/routes": [
    "worker/middleware",
    "worker/http",
    "worker/services",
    "worker/db",
    "worker/upstream",
    "durable-objects",
    "schema",
    "domain",
  ],
  "worker/middleware": ["worker/http", "worker/db", "schema", "domain"],
  "worker/http": ["schema", "domain"],
  "worker/services": ["worker/http/errors.ts", "worker/db", "worker/upstream", "worker/data", "schema", "domain"],
  "worker/jobs": ["worker/services", "worker/db", "worker/upstream", "schema", "domain"],
  "worker/upstream": ["schema", "domain"],
  "worker/db": ["worker/data", "schema", "domain"],
  "durable-objects": ["schema", "domain"],
  schema: ["domain"],
  domain: ["schema"],
};

/** Crossings the architecture names as exceptions, each with its reason there. */
const ALLOWED: Record<string, readonly string[]> = {
  // The local test ledger is a payment chain kept in D1 (README, "Ad payments").
  "worker/upstream/chains/index.ts": ["worker/db/index.ts"],
  "worker/upstream/chains/test-ledger.ts": ["worker/db/index.ts", "worker/db/payment-test-ledger.ts"],
};

const SOURCE = /\.tsx?$/;
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("worker/test/");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !isTest(file));
}

type Edge = { target: string; typeOnly: boolean };

/** The repo files a module imports (relative specifiers only), resolved like the bundler does. */
function importsOf(file: string): Edge[] {
  const text = readFileSync(join(root, file), "utf8");
  const found = [
    ...text.matchAll(/(?:^|\n)\s*(import|export)(\s+type)?\b[^"';]*?from\s*"(\.[^"]+)"|import\(\s*"(\.[^"]+)"\s*\)/g),
  ];
  return found.map((m) => ({ target: resolveSpecifier(file, m[3] ?? m[4]!), typeOnly: Boolean(m[2]) }));
}

function resolveSpecifier(file: string, spec: string): string {
  const base = relative(root, resolve(root, dirname(file), spec));
  if (/\.(json|css|svg)$/.test(base)) return base;
  return [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((path) => existsSync(join(root, path))) ?? base;
}

const layerOf = (file: string) =>
  Object.keys(MAY_IMPORT)
    .filter((layer) => file.startsWith(`${layer}/`))
    .sort((a, b) => b.length - a.length)[0];

const files = ["worker", "durable-objects", "schema", "domain"].flatMap(sourceFiles);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

describe("layers (docs/architecture.md)", () => {
  it("finds the modules it checks", () => {
    expect(files.filter((file) => file.startsWith("worker/db/")).length).toBeGreaterThan(10);
    expect(graph.get("worker/routes/market.ts")?.map((edge) => edge.target)).toContain("worker/db/market-coins.ts");
  });

  it("each layer imports only the layers below it", () => {
    const crossings: string[] = [];
    for (const [file, targets] of graph) {
      const layer = layerOf(file);
      if (!layer) continue;
      for (const { target } of targets) {
        const allowed =
          target.startsWith(`${layer}/`) ||
          target === "worker/env.ts" ||
          MAY_IMPORT[layer]!.some((below) => target === below || target.startsWith(`${below}/`)) ||
          ALLOWED[file]?.includes(target);
        if (!allowed) crossings.push(`${file} -> ${target}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  // Type-only imports vanish from the bundle, so only value imports can make a cycle.
  it("no module imports itself through others (no cycles)", () => {
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...path.slice(path.indexOf(file)), file].join(" -> "));
        return;
      }
      state.set(file, "open");
      for (const edge of graph.get(file) ?? []) if (!edge.typeOnly) visit(edge.target, [...path, file]);
      state.set(file, "done");
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
