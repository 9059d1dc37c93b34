import { init } from "es-module-lexer";
import { beforeAll, describe, expect, it } from "vitest";
import { pageScripts, staticImports } from "./client-js";

beforeAll(() => init);

describe("pageScripts", () => {
  it("lists module preloads, script sources and the inline module script's imports, once each, as absolute URLs", () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/assets/app.css"/>
      <link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>
      <link rel="modulepreload" href="/assets/root-B.js" nonce="n"/>
      <script src="/assets/legacy.js"></script>
      </head><body>
      <script nonce="n">window.__reactRouterContext = {"import":"/assets/not-a-module.js"};</script>
      <script nonce="n" type="module" async="">;
      import * as route0 from "/assets/root-B.js";
      import * as route1 from "/assets/horse-C.js";
      import("/assets/later-D.js");
      </script></body></html>`;
    expect(pageScripts(html, "http://localhost:3000/horse/x")).toEqual([
      "http://localhost:3000/assets/entry.client-A.js",
      "http://localhost:3000/assets/root-B.js",
      "http://localhost:3000/assets/legacy.js",
      "http://localhost:3000/assets/horse-C.js",
    ]);
  });
});

describe("staticImports", () => {
  it("names what a built chunk imports before it runs, not what it may import later", () => {
    const chunk = 'import{t as e}from"./texts-A.js";import"./side-B.js";const l=()=>import("./lazy-C.js");export{e};';
    expect(staticImports(chunk)).toEqual(["./texts-A.js", "./side-B.js"]);
  });
});
