-- A subcategory's filter items as tags of the subcategory ('sport_horses:sexo/yegua'), for an
-- expression index: filter items chosen within a subcategory read the ads of those items in it,
-- not their ads in every subcategory ANDed with the subcategory's (docs/decisions/
-- 0047-subcategory-scoped-tags.md). An expression the planner inlines (no subquery), so that it
-- costs little when rechecked, written the same way in the index and in every search.
CREATE FUNCTION search_scoped_tags(subcategory text, tags text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN cardinality(tags) = 0 THEN '{}'::text[]
    ELSE string_to_array(subcategory || ':' || array_to_string(tags, '|' || subcategory || ':'), '|') END;
--> statement-breakpoint
CREATE INDEX "search_ads_scoped_tags_idx" ON "search_ads" USING gin (search_scoped_tags("subcategory_key", "filter_tags"));
--> statement-breakpoint
ANALYZE search_ads;
