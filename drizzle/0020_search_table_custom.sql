-- The search table `search_ads` kept in step with `classifieds` and `users` (docs/decisions/
-- 0033-search-table.md). Hand-written: drizzle cannot express storage settings, functions or triggers.

-- The whole vector (~760 bytes on average) is moved out of line, uncompressed, from every row that
-- passes PostgreSQL's TOAST threshold (~2 kB; a third of the ads), and such rows are then shrunk
-- towards 128 bytes: the text index answers a match without reading the vector. The ranking vector
-- and the tags stay inline (MAIN: compressed if need be, moved only from a row too big for a page),
-- since ranking reads the first and counting the second. `toast_tuple_target` cannot lower the
-- threshold itself: rows under ~2 kB keep their vector inline (decision 0033).
ALTER TABLE search_ads ALTER COLUMN search_vector SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE search_ads ALTER COLUMN rank_vector SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE search_ads ALTER COLUMN filter_tags SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE search_ads SET (toast_tuple_target = 128);
--> statement-breakpoint

-- Writes the search rows of the ads `ids` from `classifieds`: present with current values when a
-- guest may see the ad (approved, active, owner not suspended; expiry is a column, since time passes
-- without a write), absent otherwise. Unchanged rows are not rewritten. Deleted ads leave by the
-- foreign key's cascade.
CREATE FUNCTION search_ads_sync(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_ads s
   WHERE s.id = ANY (ids)
     AND NOT EXISTS (
       SELECT 1 FROM classifieds c JOIN users u ON u.id = c.owner_id
        WHERE c.id = s.id AND c.status = 'approved' AND c.active AND u.suspended_at IS NULL);
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
  ON CONFLICT (id) DO UPDATE SET
    published_at = excluded.published_at, expires_at = excluded.expires_at, type = excluded.type,
    subcategory_key = excluded.subcategory_key, category_key = excluded.category_key, country_code = excluded.country_code,
    community_id = excluded.community_id, province_id = excluded.province_id, town_id = excluded.town_id,
    lat = excluded.lat, lng = excluded.lng, price = excluded.price, sold = excluded.sold,
    filter_tags = excluded.filter_tags, search_vector = excluded.search_vector, rank_vector = excluded.rank_vector
  WHERE (search_ads.*) IS DISTINCT FROM (excluded.*);
$$;
--> statement-breakpoint

-- Statement triggers over the transition tables: one set-based write per statement, so a COPY of
-- a million ads or an update of many stays fast. Only ads approved before or after matter.
CREATE FUNCTION search_ads_from_classifieds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_ads_sync(ARRAY(SELECT id FROM changed_ads WHERE status = 'approved'));
  ELSE
    PERFORM search_ads_sync(ARRAY(
      SELECT n.id FROM changed_ads n JOIN previous_ads o ON o.id = n.id
       WHERE n.status = 'approved' OR o.status = 'approved'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER classifieds_search_ads_insert
  AFTER INSERT ON classifieds REFERENCING NEW TABLE AS changed_ads
  FOR EACH STATEMENT EXECUTE FUNCTION search_ads_from_classifieds();
--> statement-breakpoint
CREATE TRIGGER classifieds_search_ads_update
  AFTER UPDATE ON classifieds REFERENCING OLD TABLE AS previous_ads NEW TABLE AS changed_ads
  FOR EACH STATEMENT EXECUTE FUNCTION search_ads_from_classifieds();
--> statement-breakpoint

-- A suspended owner's ads leave the search, and come back when the suspension is lifted.
CREATE FUNCTION search_ads_from_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_ads_sync(ARRAY(
    SELECT c.id FROM changed_users n
      JOIN previous_users o ON o.id = n.id
      JOIN classifieds c ON c.owner_id = n.id
     WHERE (n.suspended_at IS NULL) <> (o.suspended_at IS NULL) AND c.status = 'approved'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_search_ads_update
  AFTER UPDATE ON users REFERENCING OLD TABLE AS previous_users NEW TABLE AS changed_users
  FOR EACH STATEMENT EXECUTE FUNCTION search_ads_from_users();
--> statement-breakpoint

-- The wide table's covering index served only the search's counts; `search_ads` does that now.
DROP INDEX IF EXISTS classifieds_visible_facets_idx;
--> statement-breakpoint

-- The ads already there.
SELECT search_ads_sync(ARRAY(SELECT id FROM classifieds WHERE status = 'approved'));
