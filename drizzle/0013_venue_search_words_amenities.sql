-- The venue vocabulary reads the same columns as the venues' `search` document again (issue #18: the
-- setting and the amenities became searchable words in 0012), so their misspellings are corrected too.
DROP FUNCTION IF EXISTS venue_search_words(text, text[], text, text);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION venue_search_words(name text, styles text[], setting text, neighborhood text,
    amenities text[], description text)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT marketplace_search_words(
          name || ' ' || marketplace_text_array_terms(styles) || ' ' || replace(setting, 'both', 'indoor outdoor')
          || ' ' || neighborhood || ' ' || marketplace_text_array_terms(amenities) || ' ' || description) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION venues_search_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text[] := '{}';
  removed text[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(w), '{}') INTO added
    FROM new_rows v,
      unnest(venue_search_words(v.name, v.styles, v.setting, v.neighborhood, v.amenities, v.description)) w
    WHERE v.is_published AND NOT v.is_hidden;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(array_agg(w), '{}') INTO removed
    FROM old_rows v,
      unnest(venue_search_words(v.name, v.styles, v.setting, v.neighborhood, v.amenities, v.description)) w
    WHERE v.is_published AND NOT v.is_hidden;
  END IF;
  PERFORM search_words_change('venue', added, removed);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The listings already there: the venue vocabulary counted afresh.
DELETE FROM search_words WHERE listing_kind = 'venue';
--> statement-breakpoint
INSERT INTO search_words (listing_kind, word, listings)
SELECT 'venue', w, count(*) FROM venues v,
  unnest(venue_search_words(v.name, v.styles, v.setting, v.neighborhood, v.amenities, v.description)) w
WHERE v.is_published AND NOT v.is_hidden GROUP BY w;
