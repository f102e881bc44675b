ALTER TABLE "products" ADD COLUMN "recent_sales" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_status_sales_idx" ON "products" USING btree ("status","recent_sales" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category_sales_idx" ON "products" USING btree ("category_id","status","recent_sales" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_recent_sales_check" CHECK ("products"."recent_sales" >= 0);