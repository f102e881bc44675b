CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","status","price");--> statement-breakpoint
CREATE INDEX "products_status_price_idx" ON "products" USING btree ("status","price");--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category_id","status",lower("name"));--> statement-breakpoint
CREATE INDEX "products_status_name_idx" ON "products" USING btree ("status",lower("name"));