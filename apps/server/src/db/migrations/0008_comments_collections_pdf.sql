-- Full-text search by bigrams (decision 17). Written by hand before drizzle-kit's statements: the
-- GIN index below indexes shqcb_bigrams(title || ' ' || content), and news/search asks with the same
-- expression. Both functions are IMMUTABLE SQL, so PostgreSQL and PGlite run them alike.
CREATE FUNCTION shqcb_search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(regexp_replace(t, '<[^>]*>|&[a-zA-Z]+;|&#[0-9]+;', '', 'g'), '[[:space:]]+', '', 'g'))
$$;--> statement-breakpoint
CREATE FUNCTION shqcb_bigrams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(s, i, 2)), '{}'::text[])
  FROM (SELECT public.shqcb_search_text(t) AS s) AS normalised, generate_series(1, length(s) - 1) AS i
$$;--> statement-breakpoint
CREATE TABLE "news_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_comments_status_check" CHECK ("news_comments"."status" in ('published', 'held'))
);
--> statement-breakpoint
CREATE TABLE "news_reactions" (
	"user_id" integer NOT NULL,
	"news_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_reactions_user_id_news_id_kind_pk" PRIMARY KEY("user_id","news_id","kind"),
	CONSTRAINT "news_reactions_kind_check" CHECK ("news_reactions"."kind" in ('praise', 'collect'))
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"keyword" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_topic_news" (
	"topic_id" integer NOT NULL,
	"news_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "special_topic_news_topic_id_news_id_pk" PRIMARY KEY("topic_id","news_id")
);
--> statement-breakpoint
CREATE TABLE "special_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_comments" ADD CONSTRAINT "news_comments_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_comments" ADD CONSTRAINT "news_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reactions" ADD CONSTRAINT "news_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reactions" ADD CONSTRAINT "news_reactions_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_topic_news" ADD CONSTRAINT "special_topic_news_topic_id_special_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."special_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_topic_news" ADD CONSTRAINT "special_topic_news_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_comments_news_idx" ON "news_comments" USING btree ("news_id","created_at");--> statement-breakpoint
CREATE INDEX "news_reactions_news_idx" ON "news_reactions" USING btree ("news_id","kind");--> statement-breakpoint
CREATE INDEX "news_reactions_user_idx" ON "news_reactions" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "news_search_bigrams_idx" ON "news" USING gin (shqcb_bigrams(title || ' ' || content));