CREATE TABLE "request_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"horse" text NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"mare_name" text,
	"mare_breed" text,
	"mare_sire" text,
	"mare_dam" text,
	"mare_genotype" text,
	"mare_link" text,
	"status" text DEFAULT 'new' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"covering" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"answered" timestamp with time zone,
	"erased" timestamp with time zone,
	CONSTRAINT "requests_reference_key" UNIQUE("reference"),
	CONSTRAINT "requests_kind_known" CHECK ("requests"."kind" in ('sale', 'covering')),
	CONSTRAINT "requests_status_known" CHECK ("requests"."status" in ('new', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_covering_coverings_id_fk" FOREIGN KEY ("covering") REFERENCES "public"."coverings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_attempts_address_idx" ON "request_attempts" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "request_attempts_at_idx" ON "request_attempts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "requests_created_idx" ON "requests" USING btree ("created","id");--> statement-breakpoint
CREATE INDEX "requests_status_idx" ON "requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "requests_answered_idx" ON "requests" USING btree ("answered");--> statement-breakpoint
CREATE INDEX "requests_horse_lower_idx" ON "requests" USING btree (lower("horse"));--> statement-breakpoint
-- The change log (migration 0005) keeps the requests' rows, so every answer (approve, decline, delete)
-- can be undone. No data version trigger (migration 0001): no public page reads a request, so a
-- stranger's request empties no cache.
CREATE TRIGGER "requests_record_change" AFTER INSERT OR UPDATE OR DELETE ON "requests" FOR EACH ROW EXECUTE FUNCTION "record_change_row"();--> statement-breakpoint
-- A request names the stud horse it asks about as text: a rename of the horse carries its requests
-- along, in the rename's own transaction (and so in its change), as coverings follow (migration 0009).
CREATE FUNCTION "rename_request_horse"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "requests" SET "horse" = NEW.name WHERE lower("horse") = lower(OLD.name) AND "horse" <> NEW.name;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "horses_rename_requests" AFTER UPDATE OF "name" ON "horses" FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "rename_request_horse"();
