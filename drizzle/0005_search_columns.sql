CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "filter_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "classifieds_visible_published_idx" ON "classifieds" USING btree ("published_at") WHERE status = 'approved' and active;--> statement-breakpoint
CREATE INDEX "classifieds_visible_price_asc_idx" ON "classifieds" USING btree ("price","published_at" DESC NULLS LAST) WHERE status = 'approved' and active;--> statement-breakpoint
CREATE INDEX "classifieds_visible_price_desc_idx" ON "classifieds" USING btree ("price" DESC NULLS LAST,"published_at" DESC NULLS LAST) WHERE status = 'approved' and active;--> statement-breakpoint
CREATE INDEX "classifieds_search_idx" ON "classifieds" USING gin ("search_vector","province_id","subcategory_key") WHERE status = 'approved' and active;--> statement-breakpoint
CREATE INDEX "classifieds_filter_tags_idx" ON "classifieds" USING gin ("filter_tags") WHERE status = 'approved' and active;--> statement-breakpoint
CREATE INDEX "classifieds_location_idx" ON "classifieds" USING gist (point("lng", "lat")) WHERE status = 'approved' and active;