-- A short prefix joined to its word (docs/decisions/0097-short-prefixes.md): "Pre-purchase vet
-- check" was indexed as 'pre-purchas', 'pre' and 'purchas', so every ad offering a vet check
-- matched the breed abbreviation PRE. A prefix of one to three letters before a hyphen is now
-- written together with its word ("prepurchase", "précompra", "xray") in the ad's text, and the
-- typed words are joined the same way (server/search/search-words.ts). Longer parts keep
-- matching alone: "anglo-árabe" is still 'anglo' and 'arab'. Unaccented first: the regular
-- expression's letter class is ASCII-only under the C locale, and the dictionaries unaccent anyway.
CREATE OR REPLACE FUNCTION search_text(value text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT regexp_replace(unaccent(coalesce(value, '')), '\m([[:alpha:]]{1,3})-(?=[[:alpha:]])', '\1', 'g')
$$;
--> statement-breakpoint
-- As 0028's, each text through search_text.
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
    setweight(to_tsvector(config, search_text(NEW.title)), 'A') ||
    setweight(to_tsvector(config, search_text(concat_ws(' ', NEW.horse_name, breed))), 'B') ||
    setweight(to_tsvector(config, search_text(concat_ws(' ', attributes, NEW.sire, NEW.dam, NEW.sire_sire, NEW.dam_sire,
      NEW.dam_dam))), 'C') ||
    setweight(to_tsvector(config, search_text(concat_ws(' ', left(NEW.description, 8000), other_languages,
      subcategory_names))), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Every ad's text is written again (the row trigger, then the statement trigger's search_ads_sync).
UPDATE classifieds SET filter_values = filter_values;
