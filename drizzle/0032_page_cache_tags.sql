-- The page cache survives writes (docs/decisions/0087-page-cache-survives-writes.md, proposed in 0068): a change of
-- ads no longer empties every cache. The notification on `galope_public_pages` names what changed,
-- as space-separated tags: `ad:<id>` for each changed ad (its page and every kept page showing its
-- card are dropped), and the scopes it left or entered (`sub:<key> cat:<key> country:<code>
-- community:<id> province:<id>`; listings of those scopes are marked stale and rendered again in
-- the background). Beyond PostgreSQL's 8 kB payload, `*` (everything goes). Catalogue, geography,
-- pages and settings keep notifying '' (everything goes), as in 0022/0023. Ratings and visit times,
-- shown on a guest's ad page now that it is kept, notify `ad:<id>` too.
CREATE OR REPLACE FUNCTION galope_ad_page_tags(ad uuid, subcategory text, country text, community text, province text)
RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY[
    'ad:' || ad,
    'sub:' || subcategory,
    'cat:' || (SELECT s.category_key FROM subcategories s WHERE s.key = subcategory),
    'country:' || country,
    'community:' || community,
    'province:' || province];
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION galope_notify_page_tags(tags text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  SELECT string_agg(DISTINCT tag, ' ') INTO payload FROM unnest(tags) AS tag WHERE tag IS NOT NULL;
  IF payload IS NULL THEN
    RETURN;
  END IF;
  IF octet_length(payload) > 7900 THEN
    payload := '*';
  END IF;
  PERFORM pg_notify('galope_public_pages', payload);
END;
$$;
--> statement-breakpoint
-- Ads inserted or deleted: their own rows.
CREATE OR REPLACE FUNCTION galope_ads_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM galope_notify_page_tags(ARRAY(
    SELECT unnest(galope_ad_page_tags(r.id, r.subcategory_key, r.country_code, r.community_id, r.province_id))
      FROM changed_rows r));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Ads updated: the old and the new scope of each ad whose change is on a page (the expiry
-- reminder's claim is not, 0023).
CREATE OR REPLACE FUNCTION galope_public_ads_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM galope_notify_page_tags(ARRAY(
    SELECT unnest(galope_ad_page_tags(n.id, n.subcategory_key, n.country_code, n.community_id, n.province_id)
               || galope_ad_page_tags(o.id, o.subcategory_key, o.country_code, o.community_id, o.province_id))
      FROM changed_rows n JOIN previous_rows o ON o.id = n.id
     WHERE to_jsonb(n) - 'expiry_reminded_at' IS DISTINCT FROM to_jsonb(o) - 'expiry_reminded_at'));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The search copy (an ad entering or leaving it: expiry, the owner's suspension).
CREATE OR REPLACE FUNCTION galope_search_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM galope_notify_page_tags(ARRAY(
    SELECT unnest(ARRAY['ad:' || r.id, 'sub:' || r.subcategory_key, 'cat:' || r.category_key,
                        'country:' || r.country_code, 'community:' || r.community_id, 'province:' || r.province_id])
      FROM changed_rows r));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION galope_search_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM galope_notify_page_tags(ARRAY(
    SELECT unnest(ARRAY['ad:' || r.id, 'sub:' || r.subcategory_key, 'cat:' || r.category_key,
                        'country:' || r.country_code, 'community:' || r.community_id, 'province:' || r.province_id])
      FROM (SELECT * FROM changed_rows UNION ALL SELECT * FROM previous_rows) r));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Parts of an ad's page (photos and videos, ratings, visit times): the ad's page and its cards.
CREATE OR REPLACE FUNCTION galope_ad_part_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM galope_notify_page_tags(ARRAY(SELECT DISTINCT 'ad:' || r.classified_id FROM changed_rows r));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION galope_ad_part_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM galope_notify_page_tags(ARRAY(
    SELECT 'ad:' || r.classified_id FROM (SELECT classified_id FROM changed_rows
                                          UNION SELECT classified_id FROM previous_rows) r));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER classifieds_public_pages_inserted ON classifieds;
--> statement-breakpoint
DROP TRIGGER classifieds_public_pages_deleted ON classifieds;
--> statement-breakpoint
CREATE TRIGGER classifieds_public_pages_inserted AFTER INSERT ON classifieds REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION galope_ads_rows_changed();
--> statement-breakpoint
CREATE TRIGGER classifieds_public_pages_deleted AFTER DELETE ON classifieds REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION galope_ads_rows_changed();
--> statement-breakpoint
DROP TRIGGER search_ads_public_pages_inserted ON search_ads;
--> statement-breakpoint
DROP TRIGGER search_ads_public_pages_updated ON search_ads;
--> statement-breakpoint
DROP TRIGGER search_ads_public_pages_deleted ON search_ads;
--> statement-breakpoint
CREATE TRIGGER search_ads_public_pages_inserted AFTER INSERT ON search_ads REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION galope_search_rows_changed();
--> statement-breakpoint
CREATE TRIGGER search_ads_public_pages_updated AFTER UPDATE ON search_ads
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION galope_search_rows_updated();
--> statement-breakpoint
CREATE TRIGGER search_ads_public_pages_deleted AFTER DELETE ON search_ads REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION galope_search_rows_changed();
--> statement-breakpoint
DROP TRIGGER classified_media_public_pages_inserted ON classified_media;
--> statement-breakpoint
DROP TRIGGER classified_media_public_pages_updated ON classified_media;
--> statement-breakpoint
DROP TRIGGER classified_media_public_pages_deleted ON classified_media;
--> statement-breakpoint
CREATE TRIGGER classified_media_public_pages_inserted AFTER INSERT ON classified_media
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION galope_ad_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER classified_media_public_pages_updated AFTER UPDATE ON classified_media
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION galope_ad_part_rows_updated();
--> statement-breakpoint
CREATE TRIGGER classified_media_public_pages_deleted AFTER DELETE ON classified_media
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION galope_ad_part_rows_changed();
--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['ad_ratings', 'visit_slots', 'visits'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
         FOR EACH STATEMENT EXECUTE FUNCTION galope_ad_part_rows_changed()',
      watched || '_public_pages_inserted', watched);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows
         FOR EACH STATEMENT EXECUTE FUNCTION galope_ad_part_rows_updated()',
      watched || '_public_pages_updated', watched);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
         FOR EACH STATEMENT EXECUTE FUNCTION galope_ad_part_rows_changed()',
      watched || '_public_pages_deleted', watched);
  END LOOP;
END;
$$;
