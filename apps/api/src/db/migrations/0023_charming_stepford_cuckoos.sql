CREATE TABLE "payment_refund_requests" (
	"staff_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refund_requests_staff_id_key_pk" PRIMARY KEY("staff_id","key")
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "actor_role" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "staff_refund_daily_max" integer;--> statement-breakpoint
ALTER TABLE "payment_refund_requests" ADD CONSTRAINT "payment_refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_actor_idx" ON "payment_refunds" USING btree ("actor_id","created_at");--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_staff_refund_daily_max_check" CHECK ("shop_settings"."staff_refund_daily_max" is null or "shop_settings"."staff_refund_daily_max" > 0);