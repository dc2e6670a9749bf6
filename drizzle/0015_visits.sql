CREATE TABLE "visit_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"classified_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_slots_order_check" CHECK ("visit_slots"."ends_at" > "visit_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"classified_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_state_check" CHECK ("visits"."state" in ('requested', 'confirmed', 'declined', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "visit_slots" ADD CONSTRAINT "visit_slots_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_slot_id_visit_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."visit_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_slots_classified_starts_idx" ON "visit_slots" USING btree ("classified_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_slot_holding_idx" ON "visits" USING btree ("slot_id") WHERE state in ('requested', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "visits_buyer_ad_holding_idx" ON "visits" USING btree ("classified_id","buyer_id") WHERE state in ('requested', 'confirmed');--> statement-breakpoint
CREATE INDEX "visits_buyer_idx" ON "visits" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_classified_idx" ON "visits" USING btree ("classified_id");