-- Marketplace search (issue #3): trigram matching on listing names, and two IMMUTABLE helpers that the
-- stored tsvector columns of venues and vendors (next migration) are generated from.
-- array_to_string() is only STABLE, so a generated column cannot call it directly; these wrappers are
-- safe to declare IMMUTABLE because they only join plain text values / map a fixed list of slugs.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION marketplace_text_array_terms(terms text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(terms, ' '), '') $$;
--> statement-breakpoint
-- Words a couple types for each vendor category (the slugs themselves, e.g. "djband", stem badly).
CREATE OR REPLACE FUNCTION marketplace_category_terms(slug text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE slug
    WHEN 'photographers' THEN 'photographers photographer photography photos'
    WHEN 'videographers' THEN 'videographers videographer videography video film'
    WHEN 'caterers' THEN 'caterers caterer catering food menu'
    WHEN 'djband' THEN 'dj djs band bands music'
    WHEN 'florists' THEN 'florists florist flowers florals'
    WHEN 'weddingplanners' THEN 'wedding planners planner planning coordinator coordination'
    WHEN 'bakers' THEN 'bakers baker bakery cake cakes desserts'
    WHEN 'hairmakeup' THEN 'hair makeup stylist stylists beauty'
    WHEN 'transportation' THEN 'transportation limo limousine shuttle cars'
    WHEN 'officiants' THEN 'officiants officiant ceremony'
    WHEN 'bartenders' THEN 'bartenders bartender bar drinks cocktails'
    WHEN 'decorators' THEN 'decorators decorator decor rentals design'
    ELSE coalesce(slug, '')
  END $$;
