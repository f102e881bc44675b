CREATE TABLE "cart_coupons" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"description" text,
	"discount_percent" integer,
	"discount_amount" integer,
	"max_discount" integer,
	"min_order_value" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_check" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_discount_check" CHECK (("coupons"."discount_percent" is null) <> ("coupons"."discount_amount" is null)
        and ("coupons"."discount_percent" is null or "coupons"."discount_percent" between 1 and 100)
        and ("coupons"."discount_amount" is null or "coupons"."discount_amount" > 0)
        and ("coupons"."max_discount" is null or ("coupons"."max_discount" > 0 and "coupons"."discount_percent" is not null))),
	CONSTRAINT "coupons_limits_check" CHECK (("coupons"."usage_limit" is null or "coupons"."usage_limit" > 0) and ("coupons"."per_customer_limit" is null or "coupons"."per_customer_limit" > 0)
        and ("coupons"."min_order_value" is null or "coupons"."min_order_value" > 0)),
	CONSTRAINT "coupons_period_check" CHECK ("coupons"."starts_at" is null or "coupons"."ends_at" is null or "coupons"."ends_at" > "coupons"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id","customer_id") WHERE "orders"."coupon_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("orders"."subtotal" >= 0 and "orders"."delivery_fee" >= 0 and "orders"."total" >= 0 and "orders"."discount_total" between 0 and "orders"."subtotal"
        and "orders"."coupon_discount" between 0 and "orders"."subtotal" - "orders"."discount_total");