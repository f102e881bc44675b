CREATE TABLE "customer_message_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_message_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"provider" text NOT NULL,
	"result" text NOT NULL,
	"error" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"event_key" text DEFAULT '' NOT NULL,
	"channel" text NOT NULL,
	"to_number" text NOT NULL,
	"template" text NOT NULL,
	"variables" text[] NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"claim_token" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "customer_messages_channel_check" CHECK ("customer_messages"."channel" in ('sms', 'whatsapp')),
	CONSTRAINT "customer_messages_status_check" CHECK ("customer_messages"."status" in ('pending', 'sending', 'sent', 'stored', 'failed', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "message_preferences" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"order_updates" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_message_attempts" ADD CONSTRAINT "customer_message_attempts_message_id_customer_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."customer_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_preferences" ADD CONSTRAINT "message_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_message_attempts_message_idx" ON "customer_message_attempts" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_messages_once_key" ON "customer_messages" USING btree ("order_id","event","event_key","channel");--> statement-breakpoint
CREATE INDEX "customer_messages_due_idx" ON "customer_messages" USING btree ("id") WHERE "customer_messages"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "customer_messages_channel_idx" ON "customer_messages" USING btree ("channel","created_at");