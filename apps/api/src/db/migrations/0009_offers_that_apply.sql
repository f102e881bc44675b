CREATE TABLE "offer_targets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"category_id" integer,
	"product_id" integer,
	CONSTRAINT "offer_targets_one_check" CHECK (("offer_targets"."category_id" is null) <> ("offer_targets"."product_id" is null))
);
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_money_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_check";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "discount_amount" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "applies_to" text DEFAULT 'products' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "min_order_value" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "offer_title" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_targets" ADD CONSTRAINT "offer_targets_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_targets" ADD CONSTRAINT "offer_targets_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_targets" ADD CONSTRAINT "offer_targets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_targets_offer_idx" ON "offer_targets" USING btree ("offer_id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_amount_check" CHECK (("offers"."discount_amount" is null or "offers"."discount_amount" > 0) and ("offers"."discount_amount" is null or "offers"."discount_percent" is null));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_scope_check" CHECK ("offers"."applies_to" in ('shop','categories','products'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_min_order_check" CHECK ("offers"."min_order_value" is null or "offers"."min_order_value" > 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_money_check" CHECK ("order_items"."unit_price" >= 0 and "order_items"."line_total" >= 0 and "order_items"."unit_discount" between 0 and "order_items"."unit_price");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("orders"."subtotal" >= 0 and "orders"."delivery_fee" >= 0 and "orders"."total" >= 0 and "orders"."discount_total" between 0 and "orders"."subtotal");