import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress.ts";

/**
 * The site's frame, which every page loads: the root route's own modules (app/root.tsx's imports),
 * and the small ones nearly every public page shares (the head's share tags, picture addresses,
 * error marks, the texts' shared pieces). Files of a few hundred bytes cost a request each and
 * compress badly alone. Only what the first load uses: a module here comes whole, with everything
 * any page (admin pages too) takes from it, so breeds, a horse's fields and the pager's texts are
 * modules of their own (docs/decisions/0020).
 */
const SITE_FRAME =
  /[\\/](app[\\/](root\.tsx|paths\.ts|errors\.ts|social-meta\.ts|components[\\/](route-error|not-found-view|progress-bar|on-demand|on-demand-parts)\.tsx|components[\\/]use-hydrated\.ts)|domain[\\/](horses[\\/](horse|stable|images)|texts[\\/](site|shared))\.ts)$/;

// The server build's entry is the Express app, so the app, its data layer and the
// HTTP concerns are one bundle with one database connection (docs/decisions/0001).
export default defineConfig({
  build: {
    rolldownOptions: {
      // domain/ is pure functions, rule tables and the text catalogue: loading a module there does
      // nothing. Saying so lets each page's JavaScript carry only the domain code and texts its
      // modules use, not everything the `#domain` barrel names (docs/decisions/0020).
      treeshake: { moduleSideEffects: [{ test: /[\\/]domain[\\/].+\.ts$/, sideEffects: false }] },
    },
  },
  environments: {
    client: {
      build: {
        // A part fetched on demand (docs/decisions/0039) lists no files to preload beside it: the
        // lists would cost every page that can fetch one about 0.4 KB, the goal's whole margin.
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // What every page loads anyway — React, React Router and the site's frame — is one
              // file: one request and one compression context instead of a dozen small files
              // (docs/decisions/0020). Each route's own code still comes in chunks of its own.
              groups: [
                {
                  name: "site",
                  test: (id) =>
                    id.includes("/node_modules/") ||
                    id.includes("rolldown/runtime") ||
                    id.includes("vite/preload-helper") ||
                    SITE_FRAME.test(id),
                },
                // The horse page's own texts and the hook its tabs read it with: every horse page
                // loads both, so one file.
                { name: "horse-page", test: /[\\/](app[\\/]horse-page\.ts|domain[\\/]texts[\\/]horse\.ts)$/ },
                // Every list and the horse page draw horse pictures; admin pages reach parts of them
                // on their own, which would otherwise split the parts into files of their own. The
                // URL check is only for pictures, rosettes and pedigree links, all loaded on demand.
                {
                  name: "horse-picture",
                  test: /[\\/](app[\\/]components[\\/](horse-picture|responsive-image)\.tsx|domain[\\/](colour[\\/](coat-tint|words)|site[\\/]urls)\.ts)$/,
                },
              ],
            },
          },
        },
      },
    },
    ssr: { build: { target: "node20", rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [reactRouter(), precompress()],
});
