CREATE TABLE "ad_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"classified_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "photo_fingerprints" (
	"media_id" uuid PRIMARY KEY NOT NULL,
	"hash" bigint NOT NULL,
	"bands" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_matches" (
	"media_id" uuid NOT NULL,
	"matched_media_id" uuid NOT NULL,
	"distance" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_matches_media_id_matched_media_id_pk" PRIMARY KEY("media_id","matched_media_id")
);
--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD CONSTRAINT "photo_fingerprints_media_id_classified_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."classified_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_matches" ADD CONSTRAINT "photo_matches_media_id_classified_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."classified_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_matches" ADD CONSTRAINT "photo_matches_matched_media_id_classified_media_id_fk" FOREIGN KEY ("matched_media_id") REFERENCES "public"."classified_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_reports_ad_reporter_idx" ON "ad_reports" USING btree ("classified_id","reporter_id");--> statement-breakpoint
CREATE INDEX "ad_reports_open_idx" ON "ad_reports" USING btree ("created_at") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "ad_reports_open_ad_idx" ON "ad_reports" USING btree ("classified_id") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "photo_fingerprints_bands_idx" ON "photo_fingerprints" USING gin ("bands");--> statement-breakpoint
CREATE INDEX "photo_matches_matched_idx" ON "photo_matches" USING btree ("matched_media_id");