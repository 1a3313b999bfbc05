CREATE TABLE "delivery_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"region_codes" text NOT NULL,
	"region_text" text NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_pay_refunds" (
	"out_refund_no" text PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"refund_id" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"success_at" timestamp with time zone,
	CONSTRAINT "local_pay_refunds_refund_id_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
CREATE TABLE "local_pay_transactions" (
	"out_trade_no" text PRIMARY KEY NOT NULL,
	"prepay_id" text NOT NULL,
	"appid" text NOT NULL,
	"mchid" text NOT NULL,
	"description" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"notify_url" text NOT NULL,
	"trade_state" text NOT NULL,
	"transaction_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "local_pay_transactions_prepay_id_unique" UNIQUE("prepay_id"),
	CONSTRAINT "local_pay_transactions_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "missed_papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"date" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribe_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"price_fen" integer NOT NULL,
	"months" integer NOT NULL,
	"delivery" boolean NOT NULL,
	"epaper" boolean NOT NULL,
	"rank" integer NOT NULL,
	"benefits" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"type_id" integer NOT NULL,
	"from_type_id" integer,
	"subscription_id" integer,
	"amount_fen" integer NOT NULL,
	"description" text NOT NULL,
	"address" jsonb,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"transaction_id" text,
	"closed_at" timestamp with time zone,
	"refund_reason" text,
	"refund_requested_at" timestamp with time zone,
	"refund_no" text,
	"refund_submitted_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_error" text,
	"last_queried_at" timestamp with time zone,
	CONSTRAINT "subscription_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "subscription_orders_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "subscription_orders_refund_no_unique" UNIQUE("refund_no"),
	CONSTRAINT "subscription_orders_amount_positive" CHECK ("subscription_orders"."amount_fen" > 0),
	CONSTRAINT "subscription_orders_status" CHECK ("subscription_orders"."status" in ('created', 'paid', 'closed', 'refund_requested', 'refunding', 'refunded', 'refund_failed'))
);
--> statement-breakpoint
CREATE TABLE "subscription_slips" (
	"slip_no" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"type_id" integer NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"source" text NOT NULL,
	"order_id" integer,
	"slip_no" text,
	"status" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"address" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "subscriptions_slip_no_unique" UNIQUE("slip_no")
);
--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_pauses" ADD CONSTRAINT "delivery_pauses_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_papers" ADD CONSTRAINT "missed_papers_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_orders" ADD CONSTRAINT "subscription_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_orders" ADD CONSTRAINT "subscription_orders_type_id_subscribe_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."subscribe_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_slips" ADD CONSTRAINT "subscription_slips_type_id_subscribe_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."subscribe_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_slips" ADD CONSTRAINT "subscription_slips_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_type_id_subscribe_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."subscribe_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_addresses_user_idx" ON "delivery_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_addresses_one_default" ON "delivery_addresses" USING btree ("user_id") WHERE "delivery_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "delivery_pauses_subscription_idx" ON "delivery_pauses" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "missed_papers_subscription_date" ON "missed_papers" USING btree ("subscription_id","date");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_orders_idempotency" ON "subscription_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "subscription_orders_user_idx" ON "subscription_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_orders_status_idx" ON "subscription_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");