import { describe, expect, it } from "vitest";
import {
  adminPath,
  categoryPath,
  herdPath,
  horsePath,
  isCurrentPath,
  isHorseTabPath,
  plannerPath,
  sectionPath,
  withQuery,
} from "./paths";

describe("paths", () => {
  it("encodes horse names, in the page and its tabs", () => {
    expect(horsePath("Storm")).toBe("/horse/Storm");
    expect(horsePath("Åsa's Dröm/2", "offspring")).toBe("/horse/%C3%85sa's%20Dr%C3%B6m%2F2/offspring");
    expect(horsePath("Storm", "merits")).toBe("/horse/Storm/merits");
  });

  it("marks the current page's navigation link as NavLink does", () => {
    expect(isCurrentPath("/stallions", "/stallions")).toBe(true);
    expect(isCurrentPath("/stallions/B", "/stallions")).toBe(true);
    expect(isCurrentPath("/Stallions/", "/stallions")).toBe(true);
    expect(isCurrentPath("/stallionsx", "/stallions")).toBe(false);
    expect(isCurrentPath("/horse/Storm/eval", horsePath("Storm"), true)).toBe(false);
    expect(isCurrentPath("/horse/storm", horsePath("Storm"), true)).toBe(true);
    expect(isCurrentPath("/horse/%C3%85sa/eval", horsePath("Åsa", "eval"))).toBe(true);
    expect(isCurrentPath("/horse/%C3%A5sa%2", horsePath("Åsa"))).toBe(false);
    expect(isCurrentPath("/mares", "/")).toBe(false);
    expect(isCurrentPath("/", "/")).toBe(true);
  });

  it("tells a tab's address from the horse page's", () => {
    expect(isHorseTabPath(horsePath("Åsa's Dröm/2", "offspring"))).toBe(true);
    expect(isHorseTabPath(horsePath("Storm", "merits"))).toBe(true);
    expect(isHorseTabPath(horsePath("Åsa's Dröm/2"))).toBe(false);
    expect(isHorseTabPath(`${horsePath("Storm")}/`)).toBe(false);
    expect(isHorseTabPath("/stallions/a")).toBe(false);
  });

  it("builds the herd page's URL and its spreadsheet file's", () => {
    expect(herdPath()).toBe("/breeding/herd");
    expect(herdPath("csv")).toBe("/breeding/herd?format=csv");
  });

  it("builds category and section URLs", () => {
    expect(categoryPath("for-sale")).toBe("/for-sale");
    expect(sectionPath("stallions", "a")).toBe("/stallions/a");
  });

  it("puts the whole plan in the planner's URL, and nothing without one", () => {
    expect(plannerPath()).toBe("/breeding");
    expect(plannerPath({ stallion: "Hingst Ett", mare: "Sto & Två", seed: 42 })).toBe(
      "/breeding?stallion=Hingst%20Ett&mare=Sto%20%26%20Tv%C3%A5&seed=42",
    );
  });

  it("builds admin URLs with a query, leaving out empty values", () => {
    expect(adminPath()).toBe("/admin");
    expect(adminPath("update-horse", { name: "Adminhäst Omdöpt", saved: 7 })).toBe(
      "/admin/update-horse?name=Adminh%C3%A4st%20Omd%C3%B6pt&saved=7",
    );
    expect(adminPath("competition-list", { pairing: null, gender: "" })).toBe("/admin/competition-list");
    expect(withQuery("", { name: "A B" })).toBe("?name=A%20B");
  });
});
