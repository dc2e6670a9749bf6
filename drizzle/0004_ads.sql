CREATE TABLE "classified_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"classified_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"original_key" text,
	"widths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"width" integer,
	"height" integer,
	"placeholder" text,
	"video_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classifieds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"held_for_email" boolean DEFAULT false NOT NULL,
	"type" text,
	"subcategory_key" text,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"country_code" text DEFAULT 'ES' NOT NULL,
	"community_id" text,
	"province_id" text,
	"town_id" integer,
	"lat" double precision,
	"lng" double precision,
	"filter_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"horse_name" text,
	"birth_year" integer,
	"height_cm" integer,
	"ueln" text,
	"microchip" text,
	"studbook" text,
	"sire" text,
	"dam" text,
	"moderation_reason" text,
	"sold_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"expiry_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classified_media" ADD CONSTRAINT "classified_media_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_media" ADD CONSTRAINT "classified_media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifieds" ADD CONSTRAINT "classifieds_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifieds" ADD CONSTRAINT "classifieds_subcategory_key_subcategories_key_fk" FOREIGN KEY ("subcategory_key") REFERENCES "public"."subcategories"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifieds" ADD CONSTRAINT "classifieds_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifieds" ADD CONSTRAINT "classifieds_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifieds" ADD CONSTRAINT "classifieds_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifieds" ADD CONSTRAINT "classifieds_town_id_towns_id_fk" FOREIGN KEY ("town_id") REFERENCES "public"."towns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classified_media_ad_idx" ON "classified_media" USING btree ("classified_id","position");--> statement-breakpoint
CREATE INDEX "classified_media_processing_idx" ON "classified_media" USING btree ("created_at") WHERE status = 'processing';--> statement-breakpoint
CREATE UNIQUE INDEX "classifieds_slug_idx" ON "classifieds" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "classifieds_owner_idx" ON "classifieds" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "classifieds_pending_idx" ON "classifieds" USING btree ("submitted_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "classifieds_visible_subcategory_idx" ON "classifieds" USING btree ("subcategory_key","published_at") WHERE status = 'approved' and active;--> statement-breakpoint
CREATE INDEX "classifieds_expiry_idx" ON "classifieds" USING btree ("expires_at") WHERE status = 'approved' and active;--> statement-breakpoint
CREATE INDEX "classifieds_visible_province_idx" ON "classifieds" USING btree ("province_id","published_at") WHERE status = 'approved' and active;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");