import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import type { OutputBundle, OutputChunk } from "rolldown";

/** A lazy route whose code and data the page asks for from its HTML. */
export type PreloadedRoute = {
  /** The route's path as a regular expression; its first group fills `$1` in `data`. */
  path: string;
  /** The route's file under web/src/routes (its component is a chunk of its own). */
  file: string;
  /** The API answers its page needs first, `$1` standing for the matched path part. */
  data: string[];
};

const isChunk = (item: OutputBundle[string]): item is OutputChunk => item.type === "chunk";

/** The route component's chunk and every chunk it imports, less those the HTML already loads. */
function chunksOf(bundle: OutputBundle, file: string, initial: Set<string>): string[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const start = chunks.find(
    (c) => c.isDynamicEntry && c.moduleIds.some((id) => id.includes(file) && id.includes("tsr-split")),
  );
  if (!start) throw new Error(`route-preload: no chunk holds the split component of ${file}`);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name) || initial.has(name)) return;
    found.add(name);
    for (const next of byName.get(name)?.imports ?? []) visit(next);
  };
  visit(start.fileName);
  return [...found];
}

/**
 * A lazy route's code and first data are asked for while the entry downloads: a small script in the HTML
 * (first in the head, so no stylesheet holds it up) matches the address and adds the preload links (on a phone's line this saves the entry's download and run,
 * about a third of a second, before the page's own requests start). The script's hash joins the Content
 * Security Policy in the built _headers, as the theme script's does.
 */
export function routePreload(routes: PreloadedRoute[]): Plugin {
  let hash = "";
  return {
    name: "coinfolio:route-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        // What the HTML loads already (the entry and what it links).
        const initial = new Set(
          Object.values(bundle)
            .filter(isChunk)
            .map((c) => c.fileName)
            .filter((name) => html.includes(`/${name}"`)),
        );
        const table = routes.map((r) => [r.path, chunksOf(bundle, r.file, initial).map((f) => `/${f}`), r.data]);
        const code =
          `(function(){var p=location.pathname,r=${JSON.stringify(table)};` +
          "function add(rel,href,as){var l=document.createElement('link');l.rel=rel;l.href=href;" +
          "if(as){l.as=as;l.crossOrigin='use-credentials'}document.head.appendChild(l)}" +
          "for(var i=0;i<r.length;i++){var m=new RegExp(r[i][0]).exec(p);if(!m)continue;" +
          "r[i][1].forEach(function(h){add('modulepreload',h)});" +
          "r[i][2].forEach(function(h){add('preload',h.replace('$1',m[1]),'fetch')});break}})();";
        hash = createHash("sha256").update(code).digest("base64");
        return [{ tag: "script", attrs: { id: "route-preload" }, children: code, injectTo: "head-prepend" }];
      },
    },
    writeBundle(options) {
      const file = join(options.dir!, "_headers");
      const headers = readFileSync(file, "utf8");
      if (!headers.includes("script-src 'self'")) throw new Error("route-preload: _headers has no script-src 'self'");
      writeFileSync(file, headers.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`));
    },
  };
}
