CREATE TABLE "search_misses" (
	"query" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_misses_query_language_day_pk" PRIMARY KEY("query","language","day"),
	CONSTRAINT "search_misses_language_code" CHECK ("search_misses"."language" ~ '^[a-z]{2,3}(-[A-Z]{2})?$'),
	CONSTRAINT "search_misses_query_length" CHECK (char_length("search_misses"."query") between 1 and 100),
	CONSTRAINT "search_misses_count_positive" CHECK ("search_misses"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	CONSTRAINT "search_words_length" CHECK (char_length("search_words"."word") between 3 and 40)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_en" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_nl" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "search_misses_day_idx" ON "search_misses" USING btree ("day");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_en_idx" ON "products" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "products_search_nl_idx" ON "products" USING gin ("search_nl");