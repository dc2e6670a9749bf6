-- Expired ads leave `search_ads` (docs/decisions/0049-expired-ads-leave-the-search-table.md): an
-- ad lives 90 days and most ads a marketplace ever had are expired, so kept they would outgrow the
-- visible ones and every index and bitmap with them. A write leaves out an ad whose time has
-- passed; the job `search-prune-expired` deletes the rows whose time passed since they were
-- written. Renewing an ad writes it, and it comes back. The searches still test `expires_at`, for
-- the minutes between an expiry and the job.
CREATE OR REPLACE FUNCTION search_ads_sync(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_ads s
   WHERE s.id = ANY (ids)
     AND NOT EXISTS (
       SELECT 1 FROM classifieds c JOIN users u ON u.id = c.owner_id
        WHERE c.id = s.id AND c.status = 'approved' AND c.active AND u.suspended_at IS NULL
          AND (c.expires_at IS NULL OR c.expires_at > now()));
  INSERT INTO search_ads (id, published_at, expires_at, type, subcategory_key, category_key, country_code,
    community_id, province_id, town_id, lat, lng, price, sold, filter_tags, search_vector, rank_vector)
  SELECT c.id, coalesce(c.published_at, c.created_at), c.expires_at, c.type, c.subcategory_key, sub.category_key,
    c.country_code,
    c.community_id, c.province_id, c.town_id, c.lat, c.lng, c.price, c.sold_at IS NOT NULL, c.filter_tags,
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
    lat = excluded.lat, lng = excluded.lng, price = excluded.price, sold = excluded.sold,
    filter_tags = excluded.filter_tags, search_vector = excluded.search_vector, rank_vector = excluded.rank_vector
  WHERE (search_ads.*) IS DISTINCT FROM (excluded.*);
$$;
--> statement-breakpoint
DELETE FROM search_ads WHERE expires_at <= now();
