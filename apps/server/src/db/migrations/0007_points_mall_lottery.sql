CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"modules" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"prize_id" integer NOT NULL,
	"prize_name" text NOT NULL,
	"kind" text NOT NULL,
	"cost" integer NOT NULL,
	"status" text NOT NULL,
	"code" text,
	"address" jsonb,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer,
	"image" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "lottery_prizes_stock_nonnegative" CHECK ("lottery_prizes"."stock" is null or "lottery_prizes"."stock" >= 0),
	CONSTRAINT "lottery_prizes_weight_nonnegative" CHECK ("lottery_prizes"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"goods_name" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text NOT NULL,
	"address" jsonb,
	"code" text,
	"tracking_no" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mall_exchanges_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "mall_exchanges_quantity_positive" CHECK ("mall_exchanges"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "mall_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"cover" text NOT NULL,
	"summary" text NOT NULL,
	"detail" text NOT NULL,
	"points_price" integer NOT NULL,
	"stock" integer NOT NULL,
	"per_reader_limit" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "mall_goods_stock_nonnegative" CHECK ("mall_goods"."stock" >= 0),
	CONSTRAINT "mall_goods_price_positive" CHECK ("mall_goods"."points_price" > 0),
	CONSTRAINT "mall_goods_limit_positive" CHECK ("mall_goods"."per_reader_limit" > 0),
	CONSTRAINT "mall_goods_kind" CHECK ("mall_goods"."kind" in ('physical', 'virtual'))
);
--> statement-breakpoint
CREATE TABLE "points_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "points_accounts_balance_nonnegative" CHECK ("points_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_expiry_warnings" (
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_expiry_warnings_user_id_year_pk" PRIMARY KEY("user_id","year")
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"title" text NOT NULL,
	"ref_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_ledger_delta_nonzero" CHECK ("points_ledger"."delta" <> 0),
	CONSTRAINT "points_ledger_balance_nonnegative" CHECK ("points_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"points" integer NOT NULL,
	"streak" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_ins_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"required" boolean NOT NULL,
	"options" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"points" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_prize_id_lottery_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."lottery_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_exchanges" ADD CONSTRAINT "mall_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_exchanges" ADD CONSTRAINT "mall_exchanges_goods_id_mall_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_expiry_warnings" ADD CONSTRAINT "points_expiry_warnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_submissions" ADD CONSTRAINT "survey_submissions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_submissions" ADD CONSTRAINT "survey_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_idempotency" ON "lottery_draws" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "lottery_draws_user_day_idx" ON "lottery_draws" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "lottery_draws_created_idx" ON "lottery_draws" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_exchanges_idempotency" ON "mall_exchanges" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "mall_exchanges_user_idx" ON "mall_exchanges" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "mall_exchanges_goods_user_idx" ON "mall_exchanges" USING btree ("goods_id","user_id");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_ref" ON "points_ledger" USING btree ("user_id","ref_key");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_submissions_once" ON "survey_submissions" USING btree ("survey_id","user_id");