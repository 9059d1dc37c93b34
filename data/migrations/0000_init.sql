CREATE TABLE "competition" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"height" integer,
	"gender" text NOT NULL,
	"breed" text NOT NULL,
	"stats" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"focus" text,
	"age" integer,
	"current_event" text NOT NULL,
	"current_class" text NOT NULL,
	"merit_count" integer DEFAULT 0 NOT NULL,
	"premium" text NOT NULL,
	"partner" text,
	CONSTRAINT "competition_name_key" UNIQUE("name"),
	CONSTRAINT "competition_partner_not_self" CHECK ("competition"."partner" is null or "competition"."partner" <> "competition"."name")
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"horse" text NOT NULL,
	"type" text NOT NULL,
	"date" text NOT NULL,
	"judge" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"breed" text NOT NULL,
	"for_sale" boolean DEFAULT false NOT NULL,
	"picture" text,
	"focus" text,
	"sire" text,
	"dam" text,
	"gender" text NOT NULL,
	"age" integer DEFAULT 0 NOT NULL,
	"height" integer,
	"color" text,
	"genotype" text,
	"stats" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"breeder" text,
	"seller" text,
	"description" text,
	"generation" integer,
	"moorwiesen" text,
	"rvhf" text,
	"link" text,
	"owner" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "horses_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merits" (
	"id" serial PRIMARY KEY NOT NULL,
	"horse" text NOT NULL,
	"key" text NOT NULL,
	"date" text NOT NULL,
	"text" text NOT NULL,
	"points" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merits_line_key" UNIQUE("horse","key","date","text")
);
--> statement-breakpoint
CREATE TABLE "pedigree" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gender" text,
	"breed" text,
	"color" text,
	"sire" text,
	"dam" text,
	"eval_ext" text,
	"link" text,
	CONSTRAINT "pedigree_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ribbons" (
	"id" serial PRIMARY KEY NOT NULL,
	"horse" text NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"image" text,
	CONSTRAINT "ribbons_horse_position_key" UNIQUE("horse","position")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition" ADD CONSTRAINT "competition_name_horses_name_fk" FOREIGN KEY ("name") REFERENCES "public"."horses"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "competition" ADD CONSTRAINT "competition_partner_fk" FOREIGN KEY ("partner") REFERENCES "public"."competition"("name") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_horse_horses_name_fk" FOREIGN KEY ("horse") REFERENCES "public"."horses"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "merits" ADD CONSTRAINT "merits_horse_horses_name_fk" FOREIGN KEY ("horse") REFERENCES "public"."horses"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "ribbons" ADD CONSTRAINT "ribbons_horse_horses_name_fk" FOREIGN KEY ("horse") REFERENCES "public"."horses"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluations_horse_type_idx" ON "evaluations" USING btree ("horse","type");--> statement-breakpoint
CREATE UNIQUE INDEX "horses_name_lower_idx" ON "horses" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "horses_name_prefix_idx" ON "horses" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "horses_category_idx" ON "horses" USING btree ("category");--> statement-breakpoint
CREATE INDEX "horses_breed_idx" ON "horses" USING btree ("breed");--> statement-breakpoint
CREATE INDEX "horses_for_sale_idx" ON "horses" USING btree ("for_sale");--> statement-breakpoint
CREATE INDEX "horses_breeder_idx" ON "horses" USING btree ("breeder");--> statement-breakpoint
CREATE INDEX "horses_sire_idx" ON "horses" USING btree ("sire");--> statement-breakpoint
CREATE INDEX "horses_dam_idx" ON "horses" USING btree ("dam");--> statement-breakpoint
CREATE INDEX "login_failures_email_idx" ON "login_failures" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE UNIQUE INDEX "pedigree_name_lower_idx" ON "pedigree" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "pedigree_name_prefix_idx" ON "pedigree" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pedigree_sire_idx" ON "pedigree" USING btree ("sire");--> statement-breakpoint
CREATE INDEX "pedigree_dam_idx" ON "pedigree" USING btree ("dam");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));