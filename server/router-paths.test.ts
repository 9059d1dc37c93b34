import { matchRoutes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routesTo } from "./router-paths";

const PATTERNS = [
  "/admin/*",
  "/admin/backup",
  "/breeding/herd",
  "/breeding/mates.csv",
  "/login/*",
  "/:category/*",
  "*",
];
const PATHS = [
  "/",
  "/admin",
  "/admin.data",
  "/admin/_.data",
  "/ADMIN/Backup",
  "/%61dmin/backup.data",
  "/%2561dmin",
  "/admin%2Fbackup",
  "//admin/backup",
  "/administration",
  "/Breeding/HERD",
  "/breeding/herd.data",
  "/horse/Admin",
  "/%E0%A4%A/admin",
  "/st%C3%B6d/login",
  "/login",
  "/ſtallions",
  "/admin/",
  "/breeding/herd/",
  "/breeding/herd%2F",
  "/breeding/mates.csv",
  "/breeding/mates%2Ecsv",
  "/horse/a%2Fb/offspring",
];

describe("routesTo", () => {
  it("answers as the router's own matching does, for every pattern and path", () => {
    // The router warns of the malformed segment each time it meets it.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const pattern of PATTERNS)
      for (const path of PATHS) {
        const page = path.endsWith("/_.data") ? path.slice(0, -5) : path.replace(/\.data$/, "");
        expect(routesTo(pattern, path), `${pattern} ${path}`).toBe(matchRoutes([{ path: pattern }], page) !== null);
      }
    warn.mockRestore();
  });

  it("routes the admin's other spellings to the admin", () => {
    for (const path of ["/ADMIN", "/Admin/add-horse", "/%61dmin", "/ad%6Din/backup"])
      expect(routesTo("/admin/*", path), path).toBe(true);
    for (const path of ["/administration", "/horse/Admin", "/admin%2Fadd-horse", "/%2561dmin"])
      expect(routesTo("/admin/*", path), path).toBe(false);
  });
});
