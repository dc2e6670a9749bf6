-- The page cache's invalidation (docs/decisions/0038-page-cache.md): every statement that changes
-- what a public results page shows notifies the app nodes, which then drop their cached pages.
-- NOTIFY is delivered at commit, never for a rolled-back change, and identical notifications of one
-- transaction fold into one; statement triggers fire once per statement, not per row, so a bulk
-- load costs one notification.
CREATE OR REPLACE FUNCTION galope_public_pages_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('galope_public_pages', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'classifieds', 'classified_media', 'search_ads',
    'categories', 'subcategories', 'filters', 'filter_subcategories', 'filter_items',
    'countries', 'communities', 'provinces', 'towns',
    'pages', 'social_links', 'settings'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION galope_public_pages_changed()',
      watched || '_public_pages_changed', watched);
  END LOOP;
END;
$$;
