CREATE TABLE "search_ads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"type" text,
	"subcategory_key" text,
	"category_key" text,
	"country_code" text NOT NULL,
	"community_id" text,
	"province_id" text,
	"town_id" integer,
	"lat" double precision,
	"lng" double precision,
	"price" integer,
	"sold" boolean NOT NULL,
	"filter_tags" text[] NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"rank_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "classifieds_visible_price_asc_idx";--> statement-breakpoint
DROP INDEX "classifieds_visible_price_desc_idx";--> statement-breakpoint
DROP INDEX "classifieds_visible_subcategory_price_asc_idx";--> statement-breakpoint
DROP INDEX "classifieds_visible_subcategory_price_desc_idx";--> statement-breakpoint
DROP INDEX "classifieds_search_idx";--> statement-breakpoint
DROP INDEX "classifieds_filter_tags_idx";--> statement-breakpoint
DROP INDEX "classifieds_location_idx";--> statement-breakpoint
ALTER TABLE "search_ads" ADD CONSTRAINT "search_ads_id_classifieds_id_fk" FOREIGN KEY ("id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_ads_text_idx" ON "search_ads" USING gin ("search_vector","province_id","subcategory_key");--> statement-breakpoint
CREATE INDEX "search_ads_filter_tags_idx" ON "search_ads" USING gin ("filter_tags");--> statement-breakpoint
CREATE INDEX "search_ads_published_idx" ON "search_ads" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_ads_subcategory_idx" ON "search_ads" USING btree ("subcategory_key","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_ads_category_idx" ON "search_ads" USING btree ("category_key","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_ads_community_idx" ON "search_ads" USING btree ("community_id","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_ads_province_idx" ON "search_ads" USING btree ("province_id","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_ads_price_asc_idx" ON "search_ads" USING btree ("price","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_ads_price_desc_idx" ON "search_ads" USING btree ("price" DESC NULLS LAST,"published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_ads_subcategory_price_asc_idx" ON "search_ads" USING btree ("subcategory_key","price","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_ads_subcategory_price_desc_idx" ON "search_ads" USING btree ("subcategory_key","price" DESC NULLS LAST,"published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_ads_location_idx" ON "search_ads" USING gist (point("lng", "lat"));