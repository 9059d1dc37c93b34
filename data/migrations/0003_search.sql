-- The site search (data/search.ts): names folded (lower case, no accents) and matched by trigrams.
-- Both extensions are trusted: a database owner may create them. On PGlite they are loaded at open (data/db.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); with the dictionary named, the fold is
-- fixed for this database, so it may be declared IMMUTABLE and stored. domain/search.ts foldName is the same fold.
CREATE FUNCTION "fold_name"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
ALTER TABLE "horses" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (fold_name(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "pedigree" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (fold_name(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "horses_name_folded_trgm_idx" ON "horses" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "horses_name_folded_idx" ON "horses" USING btree ("name_folded" collate "C");--> statement-breakpoint
CREATE INDEX "pedigree_name_folded_trgm_idx" ON "pedigree" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pedigree_name_folded_idx" ON "pedigree" USING btree ("name_folded" collate "C");