ALTER TABLE "order_payments" ADD COLUMN "collected_by" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_collected_by_check" CHECK ("order_payments"."collected_by" in ('CASH','UPI'));