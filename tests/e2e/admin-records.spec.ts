import { expect, test, type Page } from "@playwright/test";
import { latestRecordDate, MERIT_STARTERS_MAX } from "#domain";
import * as catalogue from "#domain/texts";
import { expectNoAxeViolations, signIn } from "./support";

// Fixture horses and pedigree entries: tests/e2e/fixtures/records.json (all named "Rec …").

/** Lets a form post what the browser's own checks (required) would stop, to reach the server's messages. */
async function skipBrowserChecks(page: Page) {
  await page.locator("form.form[method=post]").evaluate((form: HTMLFormElement) => {
    form.noValidate = true;
  });
}

const tabs = (...columns: string[]) => columns.join("\t");

test.describe("admin: pedigree entries", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("add-relation: required name, success and reset, duplicate in any case", async ({ page }) => {
    await page.goto("/admin/add-relation");
    await expect(page.getByRole("heading", { name: "Lägg till stamtavlepost" })).toBeVisible();
    await skipBrowserChecks(page);
    await page.getByRole("button", { name: "Lägg till post" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Namn").fill("Rec Ny Post");
    await page.getByLabel("Kön").selectOption("Hingst");
    await page.getByLabel("Ras").fill("b");
    await page.getByLabel("Färg").fill("fux");
    await page.getByLabel("Far (e.)").fill("Rec Stamfar");
    await page.getByLabel("Exteriörkod").fill("F");
    await page.getByLabel("Länk").fill("https://example.se/rec-ny-post");
    await page.getByRole("button", { name: "Lägg till post" }).click();
    await expect(page.getByText("Rec Ny Post har lagts till i stamtavlan!")).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByLabel("Namn")).toHaveValue("");
    await expect(page.getByLabel("Far (e.)")).toHaveValue("");

    await page.getByLabel("Namn").fill("REC NY POST");
    await page.getByRole("button", { name: "Lägg till post" }).click();
    await expect(page.getByText("A horse with this name already exists.")).toBeVisible();
    // What was typed is kept.
    await expect(page.getByLabel("Namn")).toHaveValue("REC NY POST");

    await page.goto("/admin/update-relation?name=rec%20ny%20post");
    await expect(page.getByLabel("Färg")).toHaveValue("fux");
    await expect(page.getByLabel("Far (e.)")).toHaveValue("Rec Stamfar");
    await expect(page.getByLabel("Länk")).toHaveValue("https://example.se/rec-ny-post");
  });

  test("add-relation: a horse cannot be its own parent", async ({ page }) => {
    await page.goto("/admin/add-relation");
    await page.getByLabel("Namn").fill("Rec Slinga");
    await page.getByLabel("Mor (u.)").fill("rec slinga");
    await page.getByRole("button", { name: "Lägg till post" }).click();
    await expect(page.getByText("Stamtavlan skulle gå runt i en cirkel: Rec Slinga → rec slinga.")).toBeVisible();
    await page.goto("/admin/update-relation?name=Rec%20Slinga");
    await expect(page.getByText("Horse not found", { exact: true })).toBeVisible();
  });

  test("update-relation: lookup messages and suggestions", async ({ page }) => {
    await page.goto("/admin/update-relation");
    await page.getByRole("button", { name: "Hämta" }).click();
    await expect(page.getByText("Enter a horse name")).toBeVisible();

    await page.getByLabel("Hästens namn").fill("Rec Finns Inte");
    await page.getByRole("button", { name: "Hämta" }).click();
    await expect(page.getByText("Horse not found", { exact: true })).toBeVisible();

    // While typing: the suggestion list fills with entries holding the text.
    await page.getByLabel("Hästens namn").fill("rec stam");
    await expect(page.getByRole("list", { name: "Förslag" }).getByRole("link")).toHaveCount(3);
    // After a lookup that names no entry: the same suggestions as links (works without JavaScript), no "not found".
    await page.getByRole("button", { name: "Hämta" }).click();
    await expect(page.getByText("Horse not found", { exact: true })).toBeHidden();
    await expect(page.getByRole("list", { name: "Förslag" }).getByRole("link")).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.getByRole("list", { name: "Förslag" }).getByRole("link", { name: "Rec Stamson", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Redigerar Rec Stamson" })).toBeVisible();
    await expect(page.getByLabel("Far (e.)")).toHaveValue("Rec Stamfar");

    // A NUL byte in the looked-up name matches no entry (no name can hold one), not a database error.
    await page.goto("/admin/update-relation?name=Rec%00Stam");
    await expect(page.getByText("Horse not found")).toBeVisible();
  });

  test("update-relation: edits every field and keeps them", async ({ page }) => {
    await page.goto("/admin/update-relation?name=Rec%20Redigera");
    await expect(page.getByLabel("Färg")).toHaveValue("skimmel");
    await page.getByLabel("Kön").selectOption("");
    await page.getByLabel("Ras").fill("x");
    await page.getByLabel("Färg").fill("svart");
    await page.getByLabel("Far (e.)").fill("Rec Stamson");
    await page.getByLabel("Mor (u.)").fill("Rec Okänd Mor");
    await page.getByLabel("Exteriörkod").fill("F");
    await page.getByLabel("Länk").fill("/horse/Rec%20Redigera");
    await page.getByRole("button", { name: "Spara ändringar" }).click();
    await expect(page.getByText("Horse updated successfully!")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByLabel("Kön")).toHaveValue("");
    await expect(page.getByLabel("Ras")).toHaveValue("x");
    await expect(page.getByLabel("Färg")).toHaveValue("svart");
    await expect(page.getByLabel("Far (e.)")).toHaveValue("Rec Stamson");
    await expect(page.getByLabel("Mor (u.)")).toHaveValue("Rec Okänd Mor");
    await expect(page.getByLabel("Exteriörkod")).toHaveValue("F");
    await expect(page.getByLabel("Länk")).toHaveValue("/horse/Rec%20Redigera");
  });

  test("update-relation: rename carries the children, refuses taken names and loops", async ({ page }) => {
    await page.goto("/admin/update-relation?name=Rec%20D%C3%B6p%20Om");
    await page.getByLabel("Namn", { exact: true }).fill("Rec Stamfar");
    await page.getByRole("button", { name: "Spara ändringar" }).click();
    await expect(page.getByText("A horse with this name already exists.")).toBeVisible();

    await page.getByLabel("Namn", { exact: true }).fill("Rec Omdöpt");
    await page.getByRole("button", { name: "Spara ändringar" }).click();
    await expect(page.getByText("Horse updated successfully!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Redigerar Rec Omdöpt" })).toBeVisible();
    await page.goto("/admin/update-relation?name=Rec%20D%C3%B6p%20Om%20F%C3%B6l");
    await expect(page.getByLabel("Mor (u.)")).toHaveValue("Rec Omdöpt");

    // Rec Stamfar under its own grandson: refused, with the chain beside the sire field.
    await page.goto("/admin/update-relation?name=Rec%20Stamfar");
    await page.getByLabel("Far (e.)").fill("Rec Stamsonson");
    await page.getByRole("button", { name: "Spara ändringar" }).click();
    await expect(page.locator("#field-sire-error")).toHaveText(
      "Stamtavlan skulle gå runt i en cirkel: Rec Stamfar → Rec Stamsonson → Rec Stamson → Rec Stamfar. En häst kan inte vara sin egen förfader.",
    );
    await page.reload();
    await expect(page.getByLabel("Far (e.)")).toHaveValue("");
  });

  test("update-relation: a NUL byte in the posted form is refused (400) and changes nothing", async ({ page }) => {
    const response = await page.request.post("/admin/update-relation?name=Rec%20Stamson", {
      form: { currentName: "Rec\u0000Stamson", name: "Rec Stamson" },
    });
    expect(response.status()).toBe(400);
    await page.goto("/admin/update-relation?name=Rec%20Stamson");
    await expect(page.getByLabel("Far (e.)")).toHaveValue("Rec Stamfar");
  });
});

test.describe("admin: merits, evaluations, ribbons", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("add-merits: report of imported and skipped lines; a second import changes nothing", async ({ page }) => {
    await page.goto("/admin/add-merits");
    await skipBrowserChecks(page);
    await page.getByRole("button", { name: "Importera" }).click();
    await expect(page.getByText("Klistra in minst en rad.")).toBeVisible();

    const text = [
      tabs("2024-04-01", "Rec Meriterad", "Körning", "lätt", "1/6", "Rec Klubb", "Rec Cup"),
      tabs("2024-04-02", "Rec Okänd", "Dressyr", "LC", "2/5", "Rec Klubb", "Rec Cup"),
      "bara text",
      tabs("2024-04-03", "Rec Meriterad, Rec Körpartner", "Körning", "msv", "3/4", "Rec Klubb", "Rec Cup", "Ryttare"),
    ].join("\n");
    await page.getByLabel("Meritrader").fill(text);
    await page.getByRole("button", { name: "Importera" }).click();
    const report = page.getByRole("region", { name: "Rapport" });
    // Lines as pasted: the Körning pair's line is one line (two merits).
    await expect(report.getByText("2 rader importerades.")).toBeVisible();
    await expect(report.getByRole("listitem")).toHaveText([
      "Rad 2: hästen Rec Okänd finns inte",
      /^Rad 3: saknar kolumn 2/,
    ]);
    await expectNoAxeViolations(page);

    // The text stays; sending it again imports nothing.
    await expect(page.getByLabel("Meritrader")).toHaveValue(text);
    await page.getByRole("button", { name: "Importera" }).click();
    await expect(report.getByText("0 rader importerades.")).toBeVisible();
    await expect(report.getByRole("listitem")).toHaveText([
      "Rad 1: redan importerad (Rec Meriterad)",
      "Rad 2: hästen Rec Okänd finns inte",
      /^Rad 3: saknar/,
      "Rad 4: redan importerad (Rec Meriterad); Rad 4: redan importerad (Rec Körpartner)",
    ]);
  });

  test("add-merits: a NUL byte in the lines is refused with a message at the field", async ({ page }) => {
    await page.goto("/admin/add-merits");
    await page
      .getByLabel("Meritrader")
      .fill(tabs("2024-04-09", "Rec Meriterad", "Dressyr", "LC", "1/2", "Rec\u0000Klubb", "Rec Cup"));
    await page.getByRole("button", { name: "Importera" }).click();
    await expect(page.getByText(catalogue.faults.textForbiddenCharacter)).toBeVisible();
  });

  test("add-merits and add-eval: placements and dates out of range are refused, naming what is allowed", async ({
    page,
  }) => {
    const t = catalogue.meritImport;
    await page.goto("/admin/add-merits");
    await page
      .getByLabel("Meritrader")
      .fill(
        [
          tabs("2024-04-10", "Rec Meriterad", "Dressyr", "LC", "11/10", "Rec Klubb", "Rec Cup"),
          tabs("1899-12-31", "Rec Meriterad", "Dressyr", "LC", "1/10", "Rec Klubb", "Rec Cup"),
        ].join("\n"),
      );
    await page.getByRole("button", { name: "Importera" }).click();
    const report = page.getByRole("region", { name: "Rapport" });
    await expect(report.getByText("0 rader importerades.")).toBeVisible();
    await expect(report.getByRole("listitem")).toHaveText([
      t.skipped(1, t.placementOutOfRange("11/10", MERIT_STARTERS_MAX)),
      t.skipped(2, t.dateOutOfRange("1899-12-31", "1900-01-01", latestRecordDate())),
    ]);

    await page.goto("/admin/add-eval?type=exterior");
    await page.getByLabel("Häst", { exact: true }).fill("Rec Bedömd");
    await page.getByLabel("Datum").fill("9999-12-31");
    for (const label of ["Rastyp", "Huvud, hals och bål", "Extremiteter", "Rörelser", "Helhetsintryck"])
      await page.getByLabel(label).fill("6");
    await page.getByRole("button", { name: "Spara bedömning" }).click();
    await expect(page.locator("#field-date-error")).toHaveText(
      catalogue.faults.dateOutOfRange("9999-12-31", "1900-01-01", latestRecordDate()),
    );
    await expect(page.getByLabel("Datum")).toHaveValue("9999-12-31");
  });

  test("add-eval: the type switches the fields, with and without JavaScript", async ({ page, browser }) => {
    await page.goto("/admin/add-eval");
    await expect(page.getByLabel("Rastyp")).toBeVisible();
    await page.getByLabel("Typ av bedömning").selectOption("trearstest");
    await expect(page).toHaveURL(/type=trearstest/);
    await expect(page.getByLabel("Hopptemperament")).toBeVisible();
    await expect(page.getByLabel("Rastyp")).toHaveCount(0);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await signIn(noJs);
    await noJs.goto("/admin/add-eval");
    await noJs.getByLabel("Typ av bedömning").selectOption("kvalitetunghasttest");
    await noJs.getByRole("button", { name: "Visa fälten" }).click();
    await expect(noJs.getByLabel("Ridprov")).toBeVisible();
    await context.close();
  });

  test("add-eval: preview, save, and the messages", async ({ page }) => {
    await page.goto("/admin/add-eval?type=exterior");
    await page.getByLabel("Häst", { exact: true }).fill("Rec Bedömd");
    await page.getByLabel("Datum").fill("2024-05-10");
    await page.getByLabel("Domare").fill("Rec Domare");
    for (const [label, value] of [
      ["Rastyp", "8"],
      ["Huvud, hals och bål", "8"],
      ["Extremiteter", "7,5"],
      ["Rörelser", "8"],
      ["Helhetsintryck", "8.5"],
    ]) {
      await page.getByLabel(label).fill(value);
    }
    await page.getByRole("button", { name: "Förhandsgranska" }).click();
    const preview = page.getByRole("region", { name: "Förhandsgranskning (inte sparad)" });
    await expect(preview).toContainText("40 av 50");
    await expect(preview).toContainText("Diplom");
    await expectNoAxeViolations(page);
    await expect(page.getByLabel("Extremiteter")).toHaveValue("7,5");

    await page.getByRole("button", { name: "Spara bedömning" }).click();
    await expect(page.getByText("Evaluation added successfully!")).toBeVisible();
    await expect(page.getByRole("region", { name: "Sparad bedömning" })).toContainText("Diplom");
    await expect(page.getByLabel("Häst", { exact: true })).toHaveValue("");

    // Field errors beside their fields, everything typed kept.
    await skipBrowserChecks(page);
    await page.getByLabel("Häst", { exact: true }).fill("Rec Bedömd");
    await page.getByLabel("Datum").fill("2024-05-11");
    await page.getByLabel("Rastyp").fill("11");
    await page.getByRole("button", { name: "Spara bedömning" }).click();
    await expect(page.locator("#field-breedType-error")).toContainText("10");
    await expect(page.locator("#field-hnb-error")).toHaveText("Fyll i fältet.");
    await expectNoAxeViolations(page);
    await expect(page.getByLabel("Häst", { exact: true })).toHaveValue("Rec Bedömd");
    await expect(page.getByLabel("Rastyp")).toHaveValue("11");

    await page.getByLabel("Häst", { exact: true }).fill("Rec Ingen Sådan");
    for (const label of ["Rastyp", "Huvud, hals och bål", "Extremiteter", "Rörelser", "Helhetsintryck"])
      await page.getByLabel(label).fill("6");
    await page.getByRole("button", { name: "Spara bedömning" }).click();
    await expect(page.locator("#field-horse-error")).toHaveText("Hästen finns inte i stallet. Kontrollera stavningen.");

    // A NUL byte (the judge's name) is refused at its field, before the database sees it.
    await page.getByLabel("Häst", { exact: true }).fill("Rec Bedömd");
    await page.getByLabel("Domare").fill("Rec\u0000Domare");
    await page.getByRole("button", { name: "Spara bedömning" }).click();
    await expect(page.getByText(catalogue.faults.textForbiddenCharacter)).toBeVisible();
  });

  test("add-eval: every type saves with its own totals", async ({ page }) => {
    const cases: { type: string; fields: Record<string, string>; shows: string[] }[] = [
      { type: "premiering", fields: { Exteriör: "Diplom", Resultat: "Premierad, AB" }, shows: ["AB"] },
      {
        type: "trearstest",
        fields: {
          Typ: "8",
          "Huvud, hals och bål": "7",
          Extremiteter: "7",
          Skritt: "8",
          Trav: "8",
          Galopp: "7",
          Hoppteknik: "6",
          Hopptemperament: "7",
        },
        shows: ["23", "13", "58 av 80", "72,5 %"],
      },
      { type: "kvalitetregistrering", fields: { Registreringsnummer: "REC-42" }, shows: ["grön"] },
      {
        type: "kvalitetfolbedomning",
        fields: { Exteriör: "8", Gångarter: "7", Skritt: "7", Trav: "8", Galopp: "7", Helhetsintryck: "9" },
        shows: ["24 av 30", "80,0 %"],
      },
      {
        type: "kvalitetunghasttest",
        fields: {
          Typ: "8",
          "Huvud, hals och bål": "7",
          Ben: "7",
          Skritt: "8",
          Trav: "8",
          Galopp: "7",
          Hoppteknik: "6",
          Temperament: "9",
        },
        shows: ["45 av 60", "44 av 60"],
      },
    ];
    for (const { type, fields, shows } of cases) {
      await page.goto(`/admin/add-eval?type=${type}`);
      await page.getByLabel("Häst", { exact: true }).fill("Rec Bedömd");
      await page.getByLabel("Datum").fill("2024-06-01");
      for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByRole("button", { name: "Spara bedömning" }).click();
      await expect(page.getByText("Evaluation added successfully!"), type).toBeVisible();
      for (const text of shows)
        await expect(page.getByRole("region", { name: "Sparad bedömning" }), type).toContainText(text);
    }
  });

  test("add-ribbons: messages, success, and the ribbon appended last", async ({ page }) => {
    await page.goto("/admin/add-ribbons");
    await skipBrowserChecks(page);
    await page.getByRole("button", { name: "Lägg till rosett" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Skriv rosettens text.")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Häst", { exact: true }).fill("Rec Ingen Rosett");
    await page.getByLabel("Rosettens text").fill("Rec andra rosetten");
    await page.getByRole("button", { name: "Lägg till rosett" }).click();
    await expect(page.getByText("Hästen hittades inte.")).toBeVisible();
    await expect(page.getByLabel("Rosettens text")).toHaveValue("Rec andra rosetten");

    await page.getByLabel("Häst", { exact: true }).fill("Rec Rosett");
    await page.getByRole("button", { name: "Lägg till rosett" }).click();
    await expect(page.getByText("Rosetten har lagts till!")).toBeVisible();
    // The horse stays for the next ribbon; the ribbon's own fields are empty.
    await expect(page.getByLabel("Häst", { exact: true })).toHaveValue("Rec Rosett");
    await expect(page.getByLabel("Rosettens text")).toHaveValue("");

    await page.getByLabel("Häst", { exact: true }).fill("Rec Rosett");
    await page.getByLabel("Rosettens text").fill("Rec tredje rosetten");
    await page.getByLabel("Bild (valfri)").fill("/favicon.svg");
    await page.getByRole("button", { name: "Lägg till rosett" }).click();
    // The added ribbon is shown beside the message.
    await expect(page.getByRole("img", { name: "Rec tredje rosetten" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByLabel("Bild (valfri)")).toHaveValue("");

    await page.getByLabel("Häst", { exact: true }).fill("Rec Rosett");
    await page.getByLabel("Rosettens text").fill("Rec\u0000fel");
    await page.getByRole("button", { name: "Lägg till rosett" }).click();
    await expect(page.getByText(catalogue.faults.textForbiddenCharacter)).toBeVisible();

    await page.goto("/horse/Rec%20Rosett");
    const rosettes = page.getByRole("region", { name: "Rosetter" }).locator(".rosette");
    const texts = await rosettes.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute("aria-label") ?? element.getAttribute("alt")),
    );
    expect(texts).toEqual(["Rec första rosetten", "Rec andra rosetten", "Rec tredje rosetten"]);
  });
});
