-- The search lists hits of equal rank in Swedish alphabetical order (data/search.ts): each name's
-- key for that order is stored beside it. sort_name is fold_name (migration 0003) after the letters
-- the Swedish alphabet puts last are written as characters that sort after z in code units (or as
-- the letter they read as); domain/site/search.ts searchSortKey holds the same table.
CREATE FUNCTION "sort_name"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.fold_name(translate($1, 'åÅäÄæÆęĘöÖôÔøØőŐœŒüÜűŰ', '{{||||||}}}}}}}}}}yyyy')) $$;--> statement-breakpoint
ALTER TABLE "horses" ADD COLUMN "name_sort_key" text GENERATED ALWAYS AS (sort_name(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "pedigree" ADD COLUMN "name_sort_key" text GENERATED ALWAYS AS (sort_name(name)) STORED NOT NULL;
