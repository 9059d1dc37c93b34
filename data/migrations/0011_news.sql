CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"horse" text,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"picture" text,
	"picture_alt" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_kind_known" CHECK ("news"."kind" in ('post', 'for-sale', 'foal', 'evaluation', 'merit', 'sold', 'competition', 'class-up')),
	CONSTRAINT "news_post_has_no_horse" CHECK (("news"."kind" = 'post') = ("news"."horse" is null))
);
--> statement-breakpoint
CREATE TABLE "news_hidden" (
	"id" serial PRIMARY KEY NOT NULL,
	"news" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_hidden_news_key" UNIQUE("news")
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_horse_horses_name_fk" FOREIGN KEY ("horse") REFERENCES "public"."horses"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "news_hidden" ADD CONSTRAINT "news_hidden_news_news_id_fk" FOREIGN KEY ("news") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created","id");--> statement-breakpoint
CREATE INDEX "news_horse_idx" ON "news" USING btree ("horse","created");--> statement-breakpoint
-- The change log (migration 0005) keeps both tables: undoing a change takes away the item written in
-- its transaction (data/news.ts writeNews), and every post, edit, deletion and hiding can be undone.
-- The data version (migration 0001): the home page, /news, the horse pages and the feed read them.
CREATE TRIGGER "news_record_change" AFTER INSERT OR UPDATE OR DELETE ON "news" FOR EACH ROW EXECUTE FUNCTION "record_change_row"();--> statement-breakpoint
CREATE TRIGGER "news_hidden_record_change" AFTER INSERT OR UPDATE OR DELETE ON "news_hidden" FOR EACH ROW EXECUTE FUNCTION "record_change_row"();--> statement-breakpoint
CREATE TRIGGER "news_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "news_hidden_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news_hidden" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
