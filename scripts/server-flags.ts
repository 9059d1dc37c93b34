// The Node flags the production server runs with: `npm start` spells them out (package.json,
// checked by scripts/server-flags.test.ts), and every test and bench that starts a server passes
// them too, so what is measured is what runs.
//
// A young generation of 64 MB semi-spaces instead of V8's default: a page allocates a few MB that
// die with its response, and fewer scavenges copy fewer of the ten pages in flight. At that size
// from the start, not grown to it under load, so that memory after the first minute is the
// server's steady size (docs/decisions/0051-a-larger-young-generation.md).
export const SERVER_NODE_FLAGS: readonly string[] = ["--min-semi-space-size=64", "--max-semi-space-size=64"];
