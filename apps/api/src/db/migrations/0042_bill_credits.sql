CREATE TABLE "bill_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"note" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"staff_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_credits_amount_check" CHECK ("bill_credits"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bill_credits" ADD CONSTRAINT "bill_credits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_credits" ADD CONSTRAINT "bill_credits_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_credits_idempotency_key" ON "bill_credits" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "bill_credits_customer_idx" ON "bill_credits" USING btree ("customer_id","created_at");