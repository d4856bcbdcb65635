-- Search inside the shop (issue 32), part 3: the trigger that keeps the search documents (0025)
-- and the search's dictionary up to date, then the documents of the products already there.
--
-- search_en / search_nl, weighted:
--   A  the name in that language (Dutch: its own name, else the English)
--   B  the family and category words in that language (search_category_words) and the tags
--   C  the names and category words in the other languages (a Dutch shopper may type English)
--   D  the description in that language (Dutch: its own, else the English)
-- search_words: every word of 3 to 40 letters of the names in every language, the category
-- words and the tags, lower case and without accents, for correcting typed words by trigram
-- similarity (services/search/relevance.ts).
--
-- A trigger rather than index expressions: the ranking reads stored documents instead of
-- parsing each product's texts again, the documents weigh their fields, and the dictionary
-- grows with the catalogue. Only a change of the texts runs it (UPDATE OF …): stock and
-- popularity change with every order and leave the documents alone.
CREATE FUNCTION products_search_columns() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  name_nl text := coalesce(nullif(btrim(NEW.translations -> 'nl' ->> 'name'), ''), NEW.name);
  description_nl text :=
    coalesce(nullif(btrim(NEW.translations -> 'nl' ->> 'description'), ''), NEW.description);
  translated_names text := coalesce(
    (SELECT string_agg(texts.value ->> 'name', ' ') FROM jsonb_each(NEW.translations) AS texts),
    '');
  words_en text := search_category_words('en', NEW.family, NEW.category);
  words_nl text := search_category_words('nl', NEW.family, NEW.category);
  tags text := array_to_string(NEW.tags, ' ');
BEGIN
  NEW.search_en :=
       setweight(to_tsvector('search_english', NEW.name), 'A')
    || setweight(to_tsvector('search_english', concat_ws(' ', words_en, tags)), 'B')
    || setweight(to_tsvector('search_english', concat_ws(' ', translated_names, words_nl)), 'C')
    || setweight(to_tsvector('search_english', NEW.description), 'D');
  NEW.search_nl :=
       setweight(to_tsvector('search_dutch', name_nl), 'A')
    || setweight(to_tsvector('search_dutch', concat_ws(' ', words_nl, tags)), 'B')
    || setweight(to_tsvector('search_dutch', concat_ws(' ', NEW.name, words_en)), 'C')
    || setweight(to_tsvector('search_dutch', description_nl), 'D');
  INSERT INTO search_words (word)
    SELECT DISTINCT typed.word
      FROM regexp_split_to_table(
             lower(search_unaccent(concat_ws(' ', NEW.name, translated_names, words_en, words_nl,
                                             tags))),
             '[^[:alnum:]]+') AS typed (word)
     WHERE char_length(typed.word) BETWEEN 3 AND 40
     -- One order for every writer, so two saving at once never wait on each other in a circle.
     ORDER BY typed.word
    ON CONFLICT (word) DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_columns
  BEFORE INSERT OR UPDATE OF name, description, translations, family, category, tags
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_columns();--> statement-breakpoint
UPDATE products SET name = name;
