CREATE TABLE "shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"channel" text NOT NULL,
	"news_id" integer,
	"user_id" integer,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_identities" (
	"openid" text PRIMARY KEY NOT NULL,
	"unionid" text,
	"nickname" text NOT NULL,
	"headimgurl" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_local_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"openid" text NOT NULL,
	"unionid" text,
	"nickname" text NOT NULL,
	"headimgurl" text NOT NULL,
	"scope" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wechat_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wechat_pending_bindings" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"openid" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_user_links" (
	"openid" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wechat_user_links_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_pending_bindings" ADD CONSTRAINT "wechat_pending_bindings_openid_wechat_identities_openid_fk" FOREIGN KEY ("openid") REFERENCES "public"."wechat_identities"("openid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_user_links" ADD CONSTRAINT "wechat_user_links_openid_wechat_identities_openid_fk" FOREIGN KEY ("openid") REFERENCES "public"."wechat_identities"("openid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_user_links" ADD CONSTRAINT "wechat_user_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shares_created_idx" ON "shares" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shares_news_idx" ON "shares" USING btree ("news_id");--> statement-breakpoint
CREATE INDEX "wechat_oauth_states_expires_idx" ON "wechat_oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "wechat_pending_bindings_expires_idx" ON "wechat_pending_bindings" USING btree ("expires_at");