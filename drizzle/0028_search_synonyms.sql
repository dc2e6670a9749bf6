-- Search vocabulary (docs/decisions/0077-search-synonyms.md): synonyms as catalogue data; each
-- ad's language in `search_ads`, so a tie in relevance puts the reader's language first; and the
-- names of the ad's subcategory and category in the four languages in its text (weight D, matched,
-- not ranked), so 'farrier' finds 'Ferração e podologia', 'poni' a Shetland foal and 'caballo' a
-- broodmare. The functions keep what 0026 (reserved) and 0027 (the pedigree's grandparents) added.
-- Every ad's text is written again at the end (one UPDATE: minutes at a million ads).
CREATE TABLE "search_synonyms" (
	"key" text PRIMARY KEY NOT NULL,
	"terms" jsonb NOT NULL,
	"subcategory_keys" text[] DEFAULT '{}' NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_ads" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;
--> statement-breakpoint
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
    coalesce(c.search_vector, ''), ts_filter(coalesce(c.search_vector, ''), '{a,b,c}'),
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
UPDATE search_ads s SET language = c.language FROM classifieds c WHERE c.id = s.id AND c.language <> s.language;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION classifieds_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  config regconfig := search_config(NEW.language);
  breed text;
  attributes text;
  other_languages text;
  subcategory_names text;
BEGIN
  NEW.filter_tags := coalesce(
    (SELECT array_agg(DISTINCT field.key || '/' || item)
       FROM jsonb_each(CASE WHEN jsonb_typeof(NEW.filter_values) = 'object' THEN NEW.filter_values ELSE '{}' END) field,
            jsonb_array_elements_text(CASE WHEN jsonb_typeof(field.value) = 'array' THEN field.value ELSE '[]' END) item),
    '{}');
  SELECT string_agg(names.name ->> NEW.language, ' ') FILTER (WHERE names.filter_slug IN ('raza', 'raza-poni')),
         string_agg(names.name ->> NEW.language, ' ') FILTER (WHERE names.filter_slug NOT IN ('raza', 'raza-poni')),
         string_agg(concat_ws(' ', names.name ->> 'es', names.name ->> 'en', names.name ->> 'ca', names.name ->> 'pt'), ' ')
    INTO breed, attributes, other_languages
    FROM unnest(NEW.filter_tags) tag
    JOIN filter_items names ON names.filter_slug = split_part(tag, '/', 1) AND names.slug = split_part(tag, '/', 2);
  SELECT concat_ws(' ', names.name ->> 'es', names.name ->> 'en', names.name ->> 'ca', names.name ->> 'pt',
           category.name ->> 'es', category.name ->> 'en', category.name ->> 'ca', category.name ->> 'pt')
    INTO subcategory_names
    FROM subcategories names JOIN categories category ON category.key = names.category_key
   WHERE names.key = NEW.subcategory_key;
  NEW.search_vector :=
    setweight(to_tsvector(config, NEW.title), 'A') ||
    setweight(to_tsvector(config, concat_ws(' ', NEW.horse_name, breed)), 'B') ||
    setweight(to_tsvector(config, concat_ws(' ', attributes, NEW.sire, NEW.dam, NEW.sire_sire, NEW.dam_sire, NEW.dam_dam)), 'C') ||
    setweight(to_tsvector(config, concat_ws(' ', left(NEW.description, 8000), other_languages, subcategory_names)), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER classifieds_search_fields ON classifieds;
--> statement-breakpoint
CREATE TRIGGER classifieds_search_fields
  BEFORE INSERT OR UPDATE OF title, description, horse_name, sire, dam, sire_sire, dam_sire, dam_dam, filter_values, language,
    subcategory_key
  ON classifieds FOR EACH ROW EXECUTE FUNCTION classifieds_search_fields();
--> statement-breakpoint
UPDATE classifieds SET filter_values = filter_values;
