ALTER TABLE "order_payments" ADD COLUMN "note_kind" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "note_values" jsonb;