CREATE TABLE "change_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"change_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"row_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"undoes" integer,
	"undoable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_rows" ADD CONSTRAINT "change_rows_change_id_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_rows_change_idx" ON "change_rows" USING btree ("change_id");--> statement-breakpoint
CREATE INDEX "change_rows_row_idx" ON "change_rows" USING btree ("table_name","row_id","id");--> statement-breakpoint
CREATE INDEX "changes_at_idx" ON "changes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "changes_kind_idx" ON "changes" USING btree ("kind","id");--> statement-breakpoint
CREATE FUNCTION "record_change_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change text := current_setting('snoflingan.change', true);
BEGIN
  -- Only a transaction that names its change (data/history.ts) is logged: seeding, imports and restores are not.
  IF change IS NULL OR change = '' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN NULL; END IF;
  INSERT INTO "change_rows" ("change_id", "table_name", "row_id", "before", "after") VALUES (
    change::integer,
    TG_TABLE_NAME,
    CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END,
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END,
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "horses_record_change" AFTER INSERT OR UPDATE OR DELETE ON "horses" FOR EACH ROW EXECUTE FUNCTION "record_change_row"();--> statement-breakpoint
CREATE TRIGGER "pedigree_record_change" AFTER INSERT OR UPDATE OR DELETE ON "pedigree" FOR EACH ROW EXECUTE FUNCTION "record_change_row"();--> statement-breakpoint
CREATE TRIGGER "ribbons_record_change" AFTER INSERT OR UPDATE OR DELETE ON "ribbons" FOR EACH ROW EXECUTE FUNCTION "record_change_row"();--> statement-breakpoint
CREATE TRIGGER "evaluations_record_change" AFTER INSERT OR UPDATE OR DELETE ON "evaluations" FOR EACH ROW EXECUTE FUNCTION "record_change_row"();--> statement-breakpoint
CREATE TRIGGER "merits_record_change" AFTER INSERT OR UPDATE OR DELETE ON "merits" FOR EACH ROW EXECUTE FUNCTION "record_change_row"();--> statement-breakpoint
CREATE TRIGGER "competition_record_change" AFTER INSERT OR UPDATE OR DELETE ON "competition" FOR EACH ROW EXECUTE FUNCTION "record_change_row"();
