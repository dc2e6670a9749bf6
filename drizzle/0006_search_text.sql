-- Search text (docs/decisions/0014-search-engine.md). Hand-written: drizzle cannot express text
-- search configurations, functions or triggers.

-- One configuration per ad language: words go through unaccent, then the language's stemmer, so
-- 'Española', 'espanola' and 'ESPAÑOLAS' meet on one lexeme. `galope_simple` only unaccents and
-- lower-cases: the typed word as it is, for prefix matching and the typo dictionary.
CREATE TEXT SEARCH CONFIGURATION galope_es (COPY = spanish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION galope_es
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, spanish_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION galope_en (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION galope_en
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION galope_ca (COPY = catalan);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION galope_ca
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, catalan_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION galope_pt (COPY = portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION galope_pt
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, portuguese_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION galope_simple (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION galope_simple
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, simple;
--> statement-breakpoint

-- The configuration of an ad's language (the seller's): es, en, ca or pt.
CREATE FUNCTION search_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE language
    WHEN 'en' THEN 'galope_en'::regconfig
    WHEN 'ca' THEN 'galope_ca'::regconfig
    WHEN 'pt' THEN 'galope_pt'::regconfig
    ELSE 'galope_es'::regconfig
  END;
--> statement-breakpoint

-- Keeps `filter_tags` and `search_vector` current. A trigger rather than a generated column: the
-- vector holds the names of the ad's filter items, which live in `filter_items`. Weights: title A;
-- horse name and breed B; the other attributes, sire and dam C; the description, and the item
-- names in the other three languages (so a reader finds a Spanish 'yegua' by typing 'mare'), D.
CREATE FUNCTION classifieds_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  config regconfig := search_config(NEW.language);
  breed text;
  attributes text;
  other_languages text;
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
  NEW.search_vector :=
    setweight(to_tsvector(config, NEW.title), 'A') ||
    setweight(to_tsvector(config, concat_ws(' ', NEW.horse_name, breed)), 'B') ||
    setweight(to_tsvector(config, concat_ws(' ', attributes, NEW.sire, NEW.dam)), 'C') ||
    setweight(to_tsvector(config, concat_ws(' ', left(NEW.description, 8000), other_languages)), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER classifieds_search_fields
  BEFORE INSERT OR UPDATE OF title, description, horse_name, sire, dam, filter_values, language ON classifieds
  FOR EACH ROW EXECUTE FUNCTION classifieds_search_fields();
--> statement-breakpoint

-- Adds the words of newly approved titles and horse names to the typo dictionary. A statement
-- trigger over the transition table: one insert per statement, so a COPY of a million ads stays fast.
CREATE FUNCTION search_words_from_ads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT word
    FROM changed_ads,
         regexp_split_to_table(lower(unaccent(concat_ws(' ', changed_ads.title, changed_ads.horse_name))), '[^[:alnum:]]+') word
   WHERE changed_ads.status = 'approved' AND length(word) BETWEEN 3 AND 40 AND word !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER classifieds_search_words_insert
  AFTER INSERT ON classifieds REFERENCING NEW TABLE AS changed_ads
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_ads();
--> statement-breakpoint
CREATE TRIGGER classifieds_search_words_update
  AFTER UPDATE ON classifieds REFERENCING NEW TABLE AS changed_ads
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_ads();
--> statement-breakpoint

-- Facet counts and total of a search without words, and the newest-first page of a browse: an
-- index-only scan, newest first, over every column those filter on (drizzle cannot write INCLUDE).
CREATE INDEX classifieds_visible_facets_idx ON classifieds (published_at DESC)
  INCLUDE (id, type, subcategory_key, country_code, community_id, province_id, town_id, price, sold_at, expires_at, lat, lng, filter_tags)
  WHERE status = 'approved' AND active;
--> statement-breakpoint

-- Ads written before this migration get their vector and tags (the row trigger), and words.
UPDATE classifieds SET title = title;
