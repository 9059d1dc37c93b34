CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "data_version_one_row" CHECK ("data_version"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "horses_sire_idx";--> statement-breakpoint
DROP INDEX "horses_dam_idx";--> statement-breakpoint
DROP INDEX "pedigree_sire_idx";--> statement-breakpoint
DROP INDEX "pedigree_dam_idx";--> statement-breakpoint
CREATE INDEX "horses_sire_lower_idx" ON "horses" USING btree (lower("sire"));--> statement-breakpoint
CREATE INDEX "horses_dam_lower_idx" ON "horses" USING btree (lower("dam"));--> statement-breakpoint
CREATE INDEX "pedigree_sire_lower_idx" ON "pedigree" USING btree (lower("sire"));--> statement-breakpoint
CREATE INDEX "pedigree_dam_lower_idx" ON "pedigree" USING btree (lower("dam"));--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "horses_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "horses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "pedigree_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pedigree" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "ribbons_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ribbons" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "evaluations_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "evaluations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "merits_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merits" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "competition_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "competition" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
