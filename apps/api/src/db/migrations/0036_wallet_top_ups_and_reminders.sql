CREATE TABLE "subscription_skip_link_uses" (
	"subscription_id" integer NOT NULL,
	"day" date NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_skip_link_uses_subscription_id_day_pk" PRIMARY KEY("subscription_id","day")
);
--> statement-breakpoint
CREATE TABLE "wallet_top_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_top_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "wallet_top_ups_amount_check" CHECK ("wallet_top_ups"."amount" > 0),
	CONSTRAINT "wallet_top_ups_status_check" CHECK ("wallet_top_ups"."status" in ('PENDING','PAID','FAILED'))
);
--> statement-breakpoint
ALTER TABLE "message_preferences" ADD COLUMN "evening_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "low_balance_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_skip_link_uses" ADD CONSTRAINT "subscription_skip_link_uses_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_top_ups_key_idx" ON "wallet_top_ups" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_top_ups_provider_order_idx" ON "wallet_top_ups" USING btree ("provider","provider_order_id");--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_low_balance_days_check" CHECK ("shop_settings"."low_balance_days" between 1 and 14);