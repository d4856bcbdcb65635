-- Search inside the shop (issue 32), part 1: the extensions and the language rules the search
-- columns (0025) and their trigger (0026) are built with. PGlite loads both extensions too
-- (db/client.ts and the tests' PGlite instances).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint

-- English and Dutch as PostgreSQL stems them, with accents dropped first: "kératine" and
-- "keratine" are one word, on both sides of a match (the documents and the typed query).
CREATE TEXT SEARCH CONFIGURATION search_english (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_english
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION search_dutch (COPY = pg_catalog.dutch);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_dutch
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, dutch_stem;--> statement-breakpoint

-- unaccent(text) is only STABLE (it reads its dictionary through the search path), so PostgreSQL
-- would call it again for every row a query looks at. Naming the dictionary makes the result
-- depend on the text alone: this wrapper is IMMUTABLE, so a query's own text is unaccented once
-- (folded into the plan). The search columns themselves are kept by a trigger (0026), not by
-- index expressions: the ranking then reads stored documents instead of parsing each product's
-- texts again, and the documents can weigh fields and carry the Dutch words below.
CREATE FUNCTION search_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;--> statement-breakpoint

-- The words a shopper may use for a product's family and category, per language: the shop's own
-- names (the web catalogues' catalog.cat.* and app.nav.*) plus singulars and common synonyms.
-- A change here is a new migration that replaces this function and refreshes the documents
-- (UPDATE products SET name = name).
CREATE FUNCTION search_category_words(language text, family text, category text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT concat_ws(' ',
    CASE language
      WHEN 'nl' THEN CASE family
        WHEN 'human-hair' THEN 'echt haar mensenhaar human hair'
        WHEN 'synthetic-hair' THEN 'synthetisch haar kunsthaar'
        WHEN 'salon-essentials' THEN 'salonproducten salon'
      END
      ELSE CASE family
        WHEN 'human-hair' THEN 'human hair real hair'
        WHEN 'synthetic-hair' THEN 'synthetic hair'
        WHEN 'salon-essentials' THEN 'salon essentials'
      END
    END,
    CASE language
      WHEN 'nl' THEN CASE category
        WHEN 'bundles' THEN 'bundels bundel weave'
        WHEN 'closures' THEN 'closures closure sluiting sluitingen'
        WHEN 'frontals' THEN 'frontals frontal'
        WHEN 'wigs' THEN 'pruiken pruik'
        WHEN 'ponytails' THEN 'paardenstaarten paardenstaart staarten staart'
        WHEN 'clip-ins' THEN 'clip-ins clip-in extensions'
        WHEN 'braiding-hair' THEN 'vlechthaar vlechten vlecht'
        WHEN 'crochet' THEN 'crochet haakhaar'
        WHEN 'care' THEN 'verzorging haarverzorging'
        WHEN 'tools' THEN 'tools gereedschap'
        WHEN 'adhesives' THEN 'lijmen lijm'
        WHEN 'accessories' THEN 'accessoires'
      END
      ELSE CASE category
        WHEN 'bundles' THEN 'bundles bundle weave'
        WHEN 'closures' THEN 'closures closure'
        WHEN 'frontals' THEN 'frontals frontal'
        WHEN 'wigs' THEN 'wigs wig'
        WHEN 'ponytails' THEN 'ponytails ponytail'
        WHEN 'clip-ins' THEN 'clip-ins clip-in extensions'
        WHEN 'braiding-hair' THEN 'braiding hair braids'
        WHEN 'crochet' THEN 'crochet'
        WHEN 'care' THEN 'care hair care'
        WHEN 'tools' THEN 'tools tool'
        WHEN 'adhesives' THEN 'adhesives adhesive glue'
        WHEN 'accessories' THEN 'accessories accessory'
      END
    END)
  $$;
