CREATE TABLE "customer_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"staff_user_id" integer,
	"staff_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_history_kind_check" CHECK ("customer_history"."kind" in ('created', 'mobile_changed'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "restocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_limit" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_history" ADD CONSTRAINT "customer_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_history_customer_idx" ON "customer_history" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("stock","id") WHERE "products"."status" = 'active' and "products"."stock" <= "products"."low_stock_limit";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_limit_check" CHECK ("products"."low_stock_limit" >= 0);--> statement-breakpoint
UPDATE "products" SET "low_stock_limit" = 1 WHERE "unit" ~* '^\s*1\s+(animal|goat|kid|buck|doe)\y';
