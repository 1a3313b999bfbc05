CREATE TABLE "audio_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"voice_url" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audio_items_published_idx" ON "audio_items" USING btree ("published_at");