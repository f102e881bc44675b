ALTER TABLE "customer_messages" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD COLUMN "template_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD COLUMN "template_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_messages_once_subject_key" ON "customer_messages" USING btree ("event","event_key","channel") WHERE "customer_messages"."order_id" is null;