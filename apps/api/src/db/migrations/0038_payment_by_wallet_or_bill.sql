ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('COD','ONLINE','WALLET','MONTHLY_BILL'));--> statement-breakpoint
-- Subscription days generated before these methods existed were written as COD: the wallet paid
-- them (PAID when placed) or the monthly bill owes them (UNPAID).
UPDATE "orders" SET "payment_method" = CASE WHEN "payment_status" = 'UNPAID' THEN 'MONTHLY_BILL' ELSE 'WALLET' END
WHERE "payment_method" = 'COD' AND "id" IN (SELECT "order_id" FROM "subscription_deliveries" WHERE "order_id" IS NOT NULL);
