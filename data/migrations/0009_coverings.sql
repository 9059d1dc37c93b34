CREATE TABLE "coverings" (
	"id" serial PRIMARY KEY NOT NULL,
	"stallion" text NOT NULL,
	"mare" text NOT NULL,
	"date" text NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"seed" bigint NOT NULL,
	"foal" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coverings_foal_key" UNIQUE("foal"),
	CONSTRAINT "coverings_status_known" CHECK ("coverings"."status" in ('planned', 'covered', 'born', 'none')),
	CONSTRAINT "coverings_seed_range" CHECK ("coverings"."seed" between 0 and 4294967295),
	CONSTRAINT "coverings_two_horses" CHECK (lower("coverings"."stallion") <> lower("coverings"."mare"))
);
--> statement-breakpoint
ALTER TABLE "coverings" ADD CONSTRAINT "coverings_foal_horses_name_fk" FOREIGN KEY ("foal") REFERENCES "public"."horses"("name") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "coverings_date_idx" ON "coverings" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "coverings_stallion_lower_idx" ON "coverings" USING btree (lower("stallion"),"date");--> statement-breakpoint
CREATE INDEX "coverings_mare_lower_idx" ON "coverings" USING btree (lower("mare"));--> statement-breakpoint
-- The change log (migration 0005) and the data version (migration 0001) cover the coverings as every stud table.
CREATE TRIGGER "coverings_record_change" AFTER INSERT OR UPDATE OR DELETE ON "coverings" FOR EACH ROW EXECUTE FUNCTION "record_change_row"();--> statement-breakpoint
CREATE TRIGGER "coverings_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "coverings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
-- A covering names its stallion and mare as text, a stud horse's or a pedigree entry's name: a rename
-- of either carries its coverings along, in the rename's own transaction (and so in its change), as a
-- rename carries the sire and dam texts (data/pedigree/pedigree.ts renameParentLinks). Only a change
-- of the name fires it: ageing, which sets no name, never does.
CREATE FUNCTION "rename_covering_horses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "coverings" SET "stallion" = NEW.name WHERE lower("stallion") = lower(OLD.name) AND "stallion" <> NEW.name;
  UPDATE "coverings" SET "mare" = NEW.name WHERE lower("mare") = lower(OLD.name) AND "mare" <> NEW.name;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "horses_rename_coverings" AFTER UPDATE OF "name" ON "horses" FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "rename_covering_horses"();--> statement-breakpoint
CREATE TRIGGER "pedigree_rename_coverings" AFTER UPDATE OF "name" ON "pedigree" FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "rename_covering_horses"();
