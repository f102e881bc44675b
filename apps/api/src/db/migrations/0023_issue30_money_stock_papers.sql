CREATE TABLE "payment_refund_requests" (
	"staff_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refund_requests_staff_id_key_pk" PRIMARY KEY("staff_id","key")
);
--> statement-breakpoint
ALTER TABLE "order_payments" DROP CONSTRAINT "order_payments_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "restocked_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "actor_role" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "unpaid_hold_max_units" integer DEFAULT 20;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "unpaid_hold_max_value" integer DEFAULT 5000000;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "staff_refund_daily_max" integer;--> statement-breakpoint
ALTER TABLE "payment_refund_requests" ADD CONSTRAINT "payment_refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_actor_idx" ON "payment_refunds" USING btree ("actor_id","created_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_restocked_check" CHECK ("order_items"."restocked_quantity" between 0 and "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_unpaid_hold_check" CHECK (("shop_settings"."unpaid_hold_max_units" is null or "shop_settings"."unpaid_hold_max_units" > 0) and ("shop_settings"."unpaid_hold_max_value" is null or "shop_settings"."unpaid_hold_max_value" > 0));--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_staff_refund_daily_max_check" CHECK ("shop_settings"."staff_refund_daily_max" is null or "shop_settings"."staff_refund_daily_max" > 0);--> statement-breakpoint
-- Hand-written backfill (issue 30): lines whose units already went back in stock (a line put back by "Return to stock", a cancelled order's lines) count them, so the one rule never puts them back again.
UPDATE "order_items" SET "restocked_quantity" = "quantity" WHERE "restocked_at" IS NOT NULL OR "order_id" IN (SELECT "id" FROM "orders" WHERE "status" = 'CANCELLED');
