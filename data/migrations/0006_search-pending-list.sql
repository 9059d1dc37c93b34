-- The trigram indexes' pending lists (new entries, read whole by every search until merged) stay small:
-- PGlite runs no autovacuum, and at the default 4 MB a search read thousands of names one by one
-- (docs/decisions/0026-search-in-the-database.md). What earlier writes left pending is merged now.
ALTER INDEX "horses_name_folded_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "pedigree_name_folded_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
SELECT gin_clean_pending_list('horses_name_folded_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('pedigree_name_folded_trgm_idx'::regclass);
