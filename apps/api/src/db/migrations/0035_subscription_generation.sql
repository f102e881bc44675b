CREATE TABLE "subscription_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"day" date NOT NULL,
	"outcome" text NOT NULL,
	"order_id" integer,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_deliveries_amount_check" CHECK ("subscription_deliveries"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD COLUMN "monthly_bill" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_deliveries" ADD CONSTRAINT "subscription_deliveries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_deliveries" ADD CONSTRAINT "subscription_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_deliveries_once" ON "subscription_deliveries" USING btree ("subscription_id","day");--> statement-breakpoint
CREATE INDEX "subscription_deliveries_order_idx" ON "subscription_deliveries" USING btree ("order_id");