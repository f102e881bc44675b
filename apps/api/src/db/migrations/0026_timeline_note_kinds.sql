ALTER TABLE "order_events" ADD COLUMN "note_kind" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "note_values" jsonb;