CREATE TABLE "bill_online_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_online_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "bill_online_payments_amount_check" CHECK ("bill_online_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "bill_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"idempotency_key" text NOT NULL,
	"staff_user_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_payments_amount_check" CHECK ("bill_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "bill_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"month" text NOT NULL,
	"brought_forward" integer NOT NULL,
	"delivered" integer NOT NULL,
	"credits" integer NOT NULL,
	"payments" integer NOT NULL,
	"due" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD COLUMN "monthly_bill_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD COLUMN "monthly_bill_changed_by" integer;--> statement-breakpoint
ALTER TABLE "bill_online_payments" ADD CONSTRAINT "bill_online_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_statements" ADD CONSTRAINT "bill_statements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_online_payments_key_idx" ON "bill_online_payments" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_online_payments_provider_order_idx" ON "bill_online_payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_payments_idempotency_key" ON "bill_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "bill_payments_customer_idx" ON "bill_payments" USING btree ("customer_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_statements_once" ON "bill_statements" USING btree ("customer_id","month");--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_monthly_bill_changed_by_staff_users_id_fk" FOREIGN KEY ("monthly_bill_changed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;