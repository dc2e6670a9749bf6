CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trade_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"stars" smallint NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_reason" text,
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "seller_response_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"conversations" integer NOT NULL,
	"reply_rate" real NOT NULL,
	"median_reply_minutes" integer,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"classified_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "reserved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "search_ads" ADD COLUMN "reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_response_stats" ADD CONSTRAINT "seller_response_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_idx" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at") WHERE resolved_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_trade_author_idx" ON "reviews" USING btree ("trade_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_id","created_at") WHERE removed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "trades_conversation_idx" ON "trades" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "trades_buyer_idx" ON "trades" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "trades_seller_idx" ON "trades" USING btree ("seller_id","created_at");--> statement-breakpoint
-- A reserved ad stays listed; the search leaves it out when asked (issue 31): `search_ads` copies
-- the flag like `sold`. Same function as 0025's, with `reserved` added.
CREATE OR REPLACE FUNCTION search_ads_sync(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_ads s
   WHERE s.id = ANY (ids)
     AND NOT EXISTS (
       SELECT 1 FROM classifieds c JOIN users u ON u.id = c.owner_id
        WHERE c.id = s.id AND c.status = 'approved' AND c.active AND u.suspended_at IS NULL
          AND (c.expires_at IS NULL OR c.expires_at > now()));
  INSERT INTO search_ads (id, published_at, expires_at, type, subcategory_key, category_key, country_code,
    community_id, province_id, town_id, lat, lng, price, sold, reserved, filter_tags, search_vector, rank_vector)
  SELECT c.id, coalesce(c.published_at, c.created_at), c.expires_at, c.type, c.subcategory_key, sub.category_key,
    c.country_code,
    c.community_id, c.province_id, c.town_id, c.lat, c.lng, c.price, c.sold_at IS NOT NULL, c.reserved_at IS NOT NULL, c.filter_tags,
    coalesce(c.search_vector, ''), ts_filter(coalesce(c.search_vector, ''), '{a,b,c}')
    FROM unnest(ids) AS changed (id)
    JOIN classifieds c ON c.id = changed.id
    JOIN users u ON u.id = c.owner_id
    LEFT JOIN subcategories sub ON sub.key = c.subcategory_key
   WHERE c.status = 'approved' AND c.active AND u.suspended_at IS NULL
     AND (c.expires_at IS NULL OR c.expires_at > now())
  ON CONFLICT (id) DO UPDATE SET
    published_at = excluded.published_at, expires_at = excluded.expires_at, type = excluded.type,
    subcategory_key = excluded.subcategory_key, category_key = excluded.category_key, country_code = excluded.country_code,
    community_id = excluded.community_id, province_id = excluded.province_id, town_id = excluded.town_id,
    lat = excluded.lat, lng = excluded.lng, price = excluded.price, sold = excluded.sold, reserved = excluded.reserved,
    filter_tags = excluded.filter_tags, search_vector = excluded.search_vector, rank_vector = excluded.rank_vector
  WHERE (search_ads.*) IS DISTINCT FROM (excluded.*);
$$;
