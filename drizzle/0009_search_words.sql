CREATE TABLE "search_words" (
	"listing_kind" text NOT NULL,
	"word" text NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "search_words_listing_kind_word_pk" PRIMARY KEY("listing_kind","word"),
	CONSTRAINT "search_words_listing_kind_check" CHECK ("search_words"."listing_kind" in ('venue', 'vendor'))
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);