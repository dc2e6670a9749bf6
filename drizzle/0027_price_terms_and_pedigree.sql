-- Price type and unit, and the pedigree's grandparents (issue 30). The column changes are
-- drizzle-kit's; what follows them is hand-written.
ALTER TABLE "classifieds" ADD COLUMN "price_type" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "price_unit" text;--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "sire_sire" text;--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "dam_sire" text;--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "dam_dam" text;
--> statement-breakpoint

-- An ad without an amount was "price on request" already; now it says so.
UPDATE classifieds SET price_type = 'on_request' WHERE price IS NULL;
--> statement-breakpoint

-- Priced ads of subcategories that price by time or quantity get their usual unit, the form's
-- default (common/ads/price-terms.ts): a livery at 225 € was 225 € a month.
UPDATE classifieds SET price_unit = CASE subcategory_key
    WHEN 'livery' THEN 'month' WHEN 'stables_to_rent' THEN 'month' WHEN 'paddocks_and_grazing' THEN 'month'
    WHEN 'horses_on_loan' THEN 'month' WHEN 'riding_lessons' THEN 'session' WHEN 'training' THEN 'session'
    WHEN 'equine_physiotherapy' THEN 'session' WHEN 'vets' THEN 'visit' WHEN 'farriers' THEN 'visit'
    WHEN 'trail_rides' THEN 'hour' WHEN 'horse_transport' THEN 'trip'
    ELSE 'dose' END
  WHERE price IS NOT NULL AND subcategory_key IN ('livery', 'stables_to_rent', 'paddocks_and_grazing',
    'horses_on_loan', 'riding_lessons', 'training', 'equine_physiotherapy', 'vets', 'farriers', 'trail_rides',
    'horse_transport', 'sport_horse_semen', 'iberian_semen', 'arabian_semen', 'american_breed_semen', 'pony_semen');
--> statement-breakpoint

-- The grandparents join the parents in the search words (weight C): a buyer finds a horse by
-- its dam's sire as by its sire.
CREATE OR REPLACE FUNCTION classifieds_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
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
    setweight(to_tsvector(config, concat_ws(' ', attributes, NEW.sire, NEW.dam, NEW.sire_sire, NEW.dam_sire, NEW.dam_dam)), 'C') ||
    setweight(to_tsvector(config, concat_ws(' ', left(NEW.description, 8000), other_languages)), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER classifieds_search_fields ON classifieds;
--> statement-breakpoint
CREATE TRIGGER classifieds_search_fields
  BEFORE INSERT OR UPDATE OF title, description, horse_name, sire, dam, sire_sire, dam_sire, dam_dam, filter_values, language ON classifieds
  FOR EACH ROW EXECUTE FUNCTION classifieds_search_fields();
--> statement-breakpoint

-- Free-text parents written the way studbooks write a line, "Name x Sire", "Name by Sire",
-- "Name por Sire" or "Name (Sire)", become the parent and its sire.
UPDATE classifieds
   SET dam_sire = trim(coalesce(substring(dam FROM '(?i)^.+?\s+(?:x|by|por)\s+(.+)$'), substring(dam FROM '^.+?\((.+)\)\s*$'))),
       dam = trim(coalesce(substring(dam FROM '(?i)^(.+?)\s+(?:x|by|por)\s+.+$'), substring(dam FROM '^(.+?)\s*\(.+\)\s*$')))
 WHERE dam_sire IS NULL AND (dam ~* '^.+?\s+(x|by|por)\s+.+$' OR dam ~ '^.+?\(.+\)\s*$');
--> statement-breakpoint
UPDATE classifieds
   SET sire_sire = trim(coalesce(substring(sire FROM '(?i)^.+?\s+(?:x|by|por)\s+(.+)$'), substring(sire FROM '^.+?\((.+)\)\s*$'))),
       sire = trim(coalesce(substring(sire FROM '(?i)^(.+?)\s+(?:x|by|por)\s+.+$'), substring(sire FROM '^(.+?)\s*\(.+\)\s*$')))
 WHERE sire_sire IS NULL AND (sire ~* '^.+?\s+(x|by|por)\s+.+$' OR sire ~ '^.+?\(.+\)\s*$');
