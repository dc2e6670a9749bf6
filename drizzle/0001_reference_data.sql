CREATE TABLE "categories" (
	"key" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"iso" text,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"currency" text NOT NULL,
	"phone_prefix" text NOT NULL,
	"flag" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_items" (
	"filter_slug" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "filter_items_filter_slug_slug_pk" PRIMARY KEY("filter_slug","slug")
);
--> statement-breakpoint
CREATE TABLE "filter_subcategories" (
	"filter_slug" text NOT NULL,
	"subcategory_key" text NOT NULL,
	CONSTRAINT "filter_subcategories_filter_slug_subcategory_key_pk" PRIMARY KEY("filter_slug","subcategory_key")
);
--> statement-breakpoint
CREATE TABLE "filters" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"key" text PRIMARY KEY NOT NULL,
	"slug" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"place" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"community_id" text NOT NULL,
	"iso" text,
	"name" jsonb NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"name" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"title" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"key" text PRIMARY KEY NOT NULL,
	"category_key" text NOT NULL,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"svg" text NOT NULL,
	"with_price" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "towns" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"population" integer
);
--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_items" ADD CONSTRAINT "filter_items_filter_slug_filters_slug_fk" FOREIGN KEY ("filter_slug") REFERENCES "public"."filters"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_subcategories" ADD CONSTRAINT "filter_subcategories_filter_slug_filters_slug_fk" FOREIGN KEY ("filter_slug") REFERENCES "public"."filters"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_subcategories" ADD CONSTRAINT "filter_subcategories_subcategory_key_subcategories_key_fk" FOREIGN KEY ("subcategory_key") REFERENCES "public"."subcategories"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_key_categories_key_fk" FOREIGN KEY ("category_key") REFERENCES "public"."categories"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "towns" ADD CONSTRAINT "towns_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "communities_country_idx" ON "communities" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "filter_subcategories_subcategory_idx" ON "filter_subcategories" USING btree ("subcategory_key");--> statement-breakpoint
CREATE INDEX "provinces_community_idx" ON "provinces" USING btree ("community_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provinces_country_slug_idx" ON "provinces" USING btree ("country_code","slug");--> statement-breakpoint
CREATE INDEX "subcategories_category_idx" ON "subcategories" USING btree ("category_key","position");--> statement-breakpoint
CREATE UNIQUE INDEX "towns_province_slug_idx" ON "towns" USING btree ("province_id","slug");