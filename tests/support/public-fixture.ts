import { readStudFiles } from "#transfer/stud";

/** The public site's e2e fixture (tests/e2e/fixtures/public.json), parsed, for the integration tests too. */
export const publicStud = readStudFiles("tests/e2e/fixtures/public.json")[0].stud;
