DROP INDEX "change_rows_change_idx";--> statement-breakpoint
CREATE INDEX "change_rows_change_idx" ON "change_rows" USING btree ("change_id","id");