-- The page cache's triggers (0022) notified on every statement, even one that changed no row: a
-- job's "UPDATE classifieds ... WHERE <nothing due>" emptied every node's cache. Now each trigger
-- sees the statement's rows (transition tables) and notifies only when there are some; TRUNCATE,
-- which has none to show, always notifies. An ad whose only change is the expiry reminder's claim
-- (`expiry_reminded_at`, nowhere on a page) notifies nobody either. docs/decisions/0038-page-cache.md.
CREATE OR REPLACE FUNCTION galope_public_rows_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('galope_public_pages', '');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION galope_public_ads_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM changed_rows n JOIN previous_rows o ON o.id = n.id
     WHERE to_jsonb(n) - 'expiry_reminded_at' IS DISTINCT FROM to_jsonb(o) - 'expiry_reminded_at'
  ) THEN
    PERFORM pg_notify('galope_public_pages', '');
  END IF;
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
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', watched || '_public_pages_changed', watched);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
         FOR EACH STATEMENT EXECUTE FUNCTION galope_public_rows_changed()',
      watched || '_public_pages_inserted', watched);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows
         FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      watched || '_public_pages_updated', watched,
      CASE WHEN watched = 'classifieds' THEN 'galope_public_ads_updated' ELSE 'galope_public_rows_changed' END);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
         FOR EACH STATEMENT EXECUTE FUNCTION galope_public_rows_changed()',
      watched || '_public_pages_deleted', watched);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION galope_public_pages_changed()',
      watched || '_public_pages_truncated', watched);
  END LOOP;
END;
$$;
