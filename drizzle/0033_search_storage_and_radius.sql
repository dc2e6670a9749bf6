-- Search statements the planner can cost right (docs/decisions/0089-search-storage-and-radius.md).
--
-- 1. The radius's bounding box as ranges of latitude and longitude over a B-tree, instead of
--    `point <@ box` over a GiST index: PostgreSQL estimates a geometric operator with a constant
--    (0.1% of the rows), so for a 200 km circle holding 15% of a million ads it read them all
--    through the GiST index and sorted them (306 ms) instead of walking the newest (0.3 ms).
DROP INDEX "search_ads_location_idx";--> statement-breakpoint
CREATE INDEX "search_ads_lat_lng_idx" ON "search_ads" USING btree ("lat","lng");
--> statement-breakpoint
-- 2. Search vectors kept whole in their rows.
--
-- A search with words tests `search_vector @@ query` on each ad the planner walks in date order.
-- With PostgreSQL's default TOAST target (about 2 kB a row) most ads' vectors were compressed and
-- many moved out of the row: each test first fetched and decompressed the vector. Rows of up to
-- 8,160 bytes now stay in the page as they are, uncompressed; only a longer one is still toasted.
ALTER TABLE search_ads SET (toast_tuple_target = 8160);
--> statement-breakpoint
-- As 0028's, but the ad's vector is written as a new value (`|| ''`): the one read from
-- `classifieds` is often compressed there, and a compressed value is stored as it comes.
CREATE OR REPLACE FUNCTION search_ads_sync(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_ads s
   WHERE s.id = ANY (ids)
     AND NOT EXISTS (
       SELECT 1 FROM classifieds c JOIN users u ON u.id = c.owner_id
        WHERE c.id = s.id AND c.status = 'approved' AND c.active AND u.suspended_at IS NULL
          AND (c.expires_at IS NULL OR c.expires_at > now()));
  INSERT INTO search_ads (id, published_at, expires_at, type, subcategory_key, category_key, country_code,
    community_id, province_id, town_id, lat, lng, price, sold, reserved, filter_tags, search_vector, rank_vector,
    language)
  SELECT c.id, coalesce(c.published_at, c.created_at), c.expires_at, c.type, c.subcategory_key, sub.category_key,
    c.country_code,
    c.community_id, c.province_id, c.town_id, c.lat, c.lng, c.price, c.sold_at IS NOT NULL, c.reserved_at IS NOT NULL,
    c.filter_tags,
    coalesce(c.search_vector, '') || ''::tsvector, ts_filter(coalesce(c.search_vector, ''), '{a,b,c}'),
    c.language
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
    filter_tags = excluded.filter_tags, search_vector = excluded.search_vector, rank_vector = excluded.rank_vector,
    language = excluded.language
  WHERE (search_ads.*) IS DISTINCT FROM (excluded.*);
$$;
--> statement-breakpoint
-- The rows already stored keep their compressed vectors until they are written again: written now.
UPDATE search_ads SET search_vector = search_vector || ''::tsvector, rank_vector = rank_vector || ''::tsvector;
