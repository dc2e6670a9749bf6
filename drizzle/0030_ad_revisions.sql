-- Changes to an approved ad waiting for review while the approved version stays public
-- (docs/decisions/00XX-revision-pending-changes.md, amending 0059): one row per ad, its pending
-- values by app field name; approval copies them onto the ad, refusal drops the row.
CREATE TABLE "classified_revisions" (
	"classified_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"media_changed" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classified_revisions" ADD CONSTRAINT "classified_revisions_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;