ALTER TABLE "order_items" ADD COLUMN "restocked_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_restocked_check" CHECK ("order_items"."restocked_quantity" between 0 and "order_items"."quantity");--> statement-breakpoint
-- Hand-written backfill (issue 30): lines whose units already went back in stock (a line put back by "Return to stock", a cancelled order's lines) count them, so the one rule never puts them back again.
UPDATE "order_items" SET "restocked_quantity" = "quantity" WHERE "restocked_at" IS NOT NULL OR "order_id" IN (SELECT "id" FROM "orders" WHERE "status" = 'CANCELLED');
