-- The simpler search core (docs/decisions/0086-how-search-works.md): PostgreSQL plans every
-- search statement by itself, from its statistics, with only the indexes migrations define.
--
-- 1. Finer statistics of the words: with the default target (100) the planner knew ~1,000 words
--    and took every other word for a common one, so it walked the date index through the whole
--    table for a word in a few hundred ads ('frisoan' corrected to Friesian: 389 ms instead of 5).
--    At 1000 it keeps the frequency of ~3,500 words at 100k ads.
ALTER TABLE search_ads ALTER COLUMN search_vector SET STATISTICS 1000;
--> statement-breakpoint
ANALYZE search_ads;
--> statement-breakpoint
-- 2. No index is made at run time any more: the indexes of the recent slice that the removed job
--    `search-recent-slice` built (decision 0043) go, and so does its schedule.
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN
    SELECT c.relname FROM pg_class c
      JOIN pg_index i ON i.indexrelid = c.oid
     WHERE i.indrelid = 'search_ads'::regclass AND c.relname LIKE 'search\_ads\_recent\_%'
  LOOP
    EXECUTE format('DROP INDEX IF EXISTS %I', name);
  END LOOP;
  IF to_regclass('pgboss.schedule') IS NOT NULL THEN
    DELETE FROM pgboss.schedule WHERE pgboss.schedule.name = 'search-recent-slice';
  END IF;
END $$;
