-- Typo tolerance for every searchable word (issue #11, decision 006 addendum): the vocabulary of what
-- public search can match, kept current by statement triggers, and the trigram look-up that corrects a
-- query word against it. The documents here are built from the same columns as the tables' generated
-- `search` tsvectors (src/server/db/schema/marketplace.ts): change both together.

-- The distinct words of a text as the 'simple' configuration splits and lower-cases them (no stemming:
-- a correction must be a word a couple could type), 4 letters or more, no digits or punctuation.
CREATE OR REPLACE FUNCTION marketplace_search_words(document text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(lexeme), '{}') FROM unnest(to_tsvector('simple', document))
        WHERE length(lexeme) >= 4 AND lexeme !~ '[[:digit:][:punct:][:space:]]' $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION venue_search_words(name text, styles text[], neighborhood text, description text)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT marketplace_search_words(
          name || ' ' || marketplace_text_array_terms(styles) || ' ' || neighborhood || ' ' || description) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_search_words(business_name text, category_slug text, service_area text,
    tagline text, description text)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT marketplace_search_words(business_name || ' ' || marketplace_category_terms(category_slug)
          || ' ' || service_area || ' ' || tagline || ' ' || description) $$;
--> statement-breakpoint
-- Adds the words of the listings that became visible and removes those of the listings that stopped
-- being (each array holds a word once per listing). Rows are written in word order, so two concurrent
-- writes lock shared words in the same order and never deadlock; a word no visible listing has left goes.
CREATE OR REPLACE FUNCTION search_words_change(kind text, added text[], removed text[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  unused text[];
BEGIN
  WITH delta AS (
    SELECT d.word, sum(d.n)::integer AS n
    FROM (SELECT a AS word, 1 AS n FROM unnest(added) a
          UNION ALL SELECT r, -1 FROM unnest(removed) r) d
    GROUP BY d.word HAVING sum(d.n) <> 0
  ), applied AS (
    INSERT INTO search_words AS s (listing_kind, word, listings)
    SELECT kind, delta.word, delta.n FROM delta ORDER BY delta.word
    ON CONFLICT (listing_kind, word) DO UPDATE SET listings = s.listings + excluded.listings
    RETURNING s.word, s.listings
  )
  SELECT array_agg(applied.word) INTO unused FROM applied WHERE applied.listings <= 0;
  IF unused IS NOT NULL THEN
    DELETE FROM search_words s WHERE s.listing_kind = kind AND s.word = ANY (unused) AND s.listings <= 0;
  END IF;
END $$;
--> statement-breakpoint
-- One function for the three statement triggers of each table (transition tables: one call per
-- statement, so a bulk insert of 1,000 listings updates each word once).
CREATE OR REPLACE FUNCTION venues_search_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text[] := '{}';
  removed text[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(w), '{}') INTO added
    FROM new_rows v, unnest(venue_search_words(v.name, v.styles, v.neighborhood, v.description)) w
    WHERE v.is_published AND NOT v.is_hidden;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(array_agg(w), '{}') INTO removed
    FROM old_rows v, unnest(venue_search_words(v.name, v.styles, v.neighborhood, v.description)) w
    WHERE v.is_published AND NOT v.is_hidden;
  END IF;
  PERFORM search_words_change('venue', added, removed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendors_search_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text[] := '{}';
  removed text[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(w), '{}') INTO added
    FROM new_rows v,
      unnest(vendor_search_words(v.business_name, v.category_slug, v.service_area, v.tagline, v.description)) w
    WHERE v.is_published AND NOT v.is_hidden;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(array_agg(w), '{}') INTO removed
    FROM old_rows v,
      unnest(vendor_search_words(v.business_name, v.category_slug, v.service_area, v.tagline, v.description)) w
    WHERE v.is_published AND NOT v.is_hidden;
  END IF;
  PERFORM search_words_change('vendor', added, removed);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE fires no row or statement DELETE trigger: it empties the kind's vocabulary instead.
CREATE OR REPLACE FUNCTION search_words_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words WHERE listing_kind = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER venues_search_words_insert AFTER INSERT ON venues
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION venues_search_words_sync();
--> statement-breakpoint
CREATE TRIGGER venues_search_words_update AFTER UPDATE ON venues
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venues_search_words_sync();
--> statement-breakpoint
CREATE TRIGGER venues_search_words_delete AFTER DELETE ON venues
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION venues_search_words_sync();
--> statement-breakpoint
CREATE TRIGGER venues_search_words_truncate AFTER TRUNCATE ON venues
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_truncate('venue');
--> statement-breakpoint
CREATE TRIGGER vendors_search_words_insert AFTER INSERT ON vendors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vendors_search_words_sync();
--> statement-breakpoint
CREATE TRIGGER vendors_search_words_update AFTER UPDATE ON vendors
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendors_search_words_sync();
--> statement-breakpoint
CREATE TRIGGER vendors_search_words_delete AFTER DELETE ON vendors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vendors_search_words_sync();
--> statement-breakpoint
CREATE TRIGGER vendors_search_words_truncate AFTER TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_truncate('vendor');
--> statement-breakpoint
-- The listings already there.
INSERT INTO search_words (listing_kind, word, listings)
SELECT 'venue', w, count(*) FROM venues v,
  unnest(venue_search_words(v.name, v.styles, v.neighborhood, v.description)) w
WHERE v.is_published AND NOT v.is_hidden GROUP BY w;
--> statement-breakpoint
INSERT INTO search_words (listing_kind, word, listings)
SELECT 'vendor', w, count(*) FROM vendors v,
  unnest(vendor_search_words(v.business_name, v.category_slug, v.service_area, v.tagline, v.description)) w
WHERE v.is_published AND NOT v.is_hidden GROUP BY w;
--> statement-breakpoint
-- Candidates for the query words of one kind of listing, in one round trip: a word the vocabulary has
-- comes back as itself (and is never corrected); for any other, the words sharing trigrams with it
-- (GIN index) whose length is within 2 — the caller keeps the one within its typo budget
-- (query-correction.ts). The threshold is far below pg_trgm's 0.3: one swap of two letters in a
-- 4-letter word leaves 1 of 9 trigrams in common (0.11), the caller's edit distance does the choosing.
CREATE OR REPLACE FUNCTION search_word_candidates(kind text, terms text[])
  RETURNS TABLE (term text, word text, listings integer)
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  SET pg_trgm.similarity_threshold = 0.1
  AS $$
BEGIN
  RETURN QUERY
    SELECT t.term, w.word, w.listings FROM unnest(terms) AS t(term)
    JOIN search_words w ON w.listing_kind = kind AND w.word = t.term;
  RETURN QUERY
    SELECT t.term, w.word, w.listings FROM unnest(terms) AS t(term)
    JOIN search_words w ON w.listing_kind = kind AND w.word % t.term
      AND length(w.word) BETWEEN length(t.term) - 2 AND length(t.term) + 2
    WHERE NOT EXISTS (SELECT 1 FROM search_words e WHERE e.listing_kind = kind AND e.word = t.term);
END $$;
