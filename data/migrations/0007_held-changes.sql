CREATE TABLE "pedigree_changes" (
	"version" integer NOT NULL,
	"key" text
);
--> statement-breakpoint
CREATE TABLE "pedigree_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pedigree_version_one_row" CHECK ("pedigree_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "record_changes" (
	"version" integer NOT NULL,
	"horse" text
);
--> statement-breakpoint
CREATE INDEX "pedigree_changes_version_idx" ON "pedigree_changes" USING btree ("version");--> statement-breakpoint
CREATE INDEX "record_changes_version_idx" ON "record_changes" USING btree ("version");--> statement-breakpoint
INSERT INTO "pedigree_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- What the pedigree held in memory reads changed (docs/decisions/0041-held-data-follows-writes.md):
-- a statement on horses or pedigree that inserts, deletes, or changes one of the columns its
-- trigger names (TG_ARGV) raises the pedigree version once and logs the lower(name) of every row
-- it touched, before and after. More than 1000 names, or a TRUNCATE, log one null key (read it all
-- again) and drop the older entries; otherwise the entries of the last 200 versions are kept
-- (PEDIGREE_CHANGES_KEPT, data/pedigree/in-memory.ts).
CREATE FUNCTION "log_pedigree_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
  now_version integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    keys := ARRAY[NULL::text];
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT lower(n.name)) INTO keys FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT lower(o.name)) INTO keys FROM old_rows o;
  ELSE
    -- The watched columns compared as they are (no row made into JSON: ageing 10,000 horses
    -- changes none of them, and turning 20,000 rows into JSON cost seconds).
    EXECUTE format(
      'SELECT array_agg(DISTINCT lower(changed.name)) FROM old_rows o JOIN new_rows n ON n.id = o.id
       CROSS JOIN LATERAL (VALUES (o.name), (n.name)) AS changed(name) WHERE (%s) IS DISTINCT FROM (%s)',
      (SELECT string_agg('o.' || quote_ident(c), ', ') FROM unnest(TG_ARGV) AS c),
      (SELECT string_agg('n.' || quote_ident(c), ', ') FROM unnest(TG_ARGV) AS c)
    ) INTO keys;
  END IF;
  IF keys IS NULL THEN RETURN NULL; END IF;
  UPDATE "pedigree_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO now_version;
  IF cardinality(keys) > 1000 OR array_position(keys, NULL) IS NOT NULL THEN
    DELETE FROM "pedigree_changes" WHERE "version" < now_version;
    INSERT INTO "pedigree_changes" ("version", "key") VALUES (now_version, NULL);
  ELSE
    DELETE FROM "pedigree_changes" WHERE "version" <= now_version - 200;
    INSERT INTO "pedigree_changes" ("version", "key") SELECT now_version, k FROM unnest(keys) AS k;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pedigree_log_pedigree_inserts" AFTER INSERT ON "pedigree" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_pedigree_changes"();--> statement-breakpoint
CREATE TRIGGER "pedigree_log_pedigree_updates" AFTER UPDATE ON "pedigree" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_pedigree_changes"('name', 'sire', 'dam', 'gender', 'breed', 'color', 'eval_ext', 'link');--> statement-breakpoint
CREATE TRIGGER "pedigree_log_pedigree_deletes" AFTER DELETE ON "pedigree" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_pedigree_changes"();--> statement-breakpoint
CREATE TRIGGER "pedigree_log_pedigree_truncates" AFTER TRUNCATE ON "pedigree" FOR EACH STATEMENT EXECUTE FUNCTION "log_pedigree_changes"();--> statement-breakpoint
CREATE TRIGGER "horses_log_pedigree_inserts" AFTER INSERT ON "horses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_pedigree_changes"();--> statement-breakpoint
CREATE TRIGGER "horses_log_pedigree_updates" AFTER UPDATE ON "horses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_pedigree_changes"('name', 'sire', 'dam', 'gender', 'breed', 'color', 'category', 'generation');--> statement-breakpoint
CREATE TRIGGER "horses_log_pedigree_deletes" AFTER DELETE ON "horses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_pedigree_changes"();--> statement-breakpoint
CREATE TRIGGER "horses_log_pedigree_truncates" AFTER TRUNCATE ON "horses" FOR EACH STATEMENT EXECUTE FUNCTION "log_pedigree_changes"();--> statement-breakpoint
-- Which stud horses' records changed (data/stud-records.ts): a statement on horses (any column),
-- evaluations, ribbons or merits logs the name of every horse it touched (TG_ARGV[0]: the column
-- naming it), before and after, at the data version it raised. The bump_data_version triggers
-- fire first (a table's triggers for one event fire in the order of their names: "…_bump_…"
-- before "…_log_…"), so the version read here is this write's own. More than 1000 names or a
-- TRUNCATE: one null name, as above; otherwise the last 1000 versions are kept
-- (RECORD_CHANGES_KEPT, data/stud-records.ts).
CREATE FUNCTION "log_record_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  names text[];
  now_version integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    names := ARRAY[NULL::text];
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT to_jsonb(n) ->> TG_ARGV[0]) INTO names FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT to_jsonb(o) ->> TG_ARGV[0]) INTO names FROM old_rows o;
  ELSE
    -- Whole rows compared as rows, not as JSON (see log_pedigree_changes).
    EXECUTE format(
      'SELECT array_agg(DISTINCT changed.name) FROM old_rows o JOIN new_rows n ON n.id = o.id
       CROSS JOIN LATERAL (VALUES (o.%1$I), (n.%1$I)) AS changed(name) WHERE o IS DISTINCT FROM n',
      TG_ARGV[0]
    ) INTO names;
  END IF;
  IF names IS NULL THEN RETURN NULL; END IF;
  SELECT "version" INTO now_version FROM "data_version" WHERE "id" = 1;
  IF cardinality(names) > 1000 OR array_position(names, NULL) IS NOT NULL THEN
    DELETE FROM "record_changes" WHERE "version" < now_version;
    INSERT INTO "record_changes" ("version", "horse") VALUES (now_version, NULL);
  ELSE
    DELETE FROM "record_changes" WHERE "version" <= now_version - 1000;
    INSERT INTO "record_changes" ("version", "horse") SELECT now_version, k FROM unnest(names) AS k;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "horses_log_record_inserts" AFTER INSERT ON "horses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_record_changes"('name');--> statement-breakpoint
CREATE TRIGGER "horses_log_record_updates" AFTER UPDATE ON "horses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_record_changes"('name');--> statement-breakpoint
CREATE TRIGGER "horses_log_record_deletes" AFTER DELETE ON "horses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_record_changes"('name');--> statement-breakpoint
CREATE TRIGGER "horses_log_record_truncates" AFTER TRUNCATE ON "horses" FOR EACH STATEMENT EXECUTE FUNCTION "log_record_changes"();--> statement-breakpoint
CREATE TRIGGER "evaluations_log_record_inserts" AFTER INSERT ON "evaluations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_record_changes"('horse');--> statement-breakpoint
CREATE TRIGGER "evaluations_log_record_updates" AFTER UPDATE ON "evaluations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_record_changes"('horse');--> statement-breakpoint
CREATE TRIGGER "evaluations_log_record_deletes" AFTER DELETE ON "evaluations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_record_changes"('horse');--> statement-breakpoint
CREATE TRIGGER "evaluations_log_record_truncates" AFTER TRUNCATE ON "evaluations" FOR EACH STATEMENT EXECUTE FUNCTION "log_record_changes"();--> statement-breakpoint
CREATE TRIGGER "ribbons_log_record_inserts" AFTER INSERT ON "ribbons" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_record_changes"('horse');--> statement-breakpoint
CREATE TRIGGER "ribbons_log_record_updates" AFTER UPDATE ON "ribbons" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_record_changes"('horse');--> statement-breakpoint
CREATE TRIGGER "ribbons_log_record_deletes" AFTER DELETE ON "ribbons" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_record_changes"('horse');--> statement-breakpoint
CREATE TRIGGER "ribbons_log_record_truncates" AFTER TRUNCATE ON "ribbons" FOR EACH STATEMENT EXECUTE FUNCTION "log_record_changes"();--> statement-breakpoint
CREATE TRIGGER "merits_log_record_inserts" AFTER INSERT ON "merits" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_record_changes"('horse');--> statement-breakpoint
CREATE TRIGGER "merits_log_record_updates" AFTER UPDATE ON "merits" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_record_changes"('horse');--> statement-breakpoint
CREATE TRIGGER "merits_log_record_deletes" AFTER DELETE ON "merits" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_record_changes"('horse');--> statement-breakpoint
CREATE TRIGGER "merits_log_record_truncates" AFTER TRUNCATE ON "merits" FOR EACH STATEMENT EXECUTE FUNCTION "log_record_changes"();
