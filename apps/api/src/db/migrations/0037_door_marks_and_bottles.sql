CREATE TABLE "bottle_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bottle_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"change" integer NOT NULL,
	"staff_user_id" integer,
	"staff_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bottle_movements_kind_check" CHECK ("bottle_movements"."kind" in ('GIVEN','COLLECTED')),
	CONSTRAINT "bottle_movements_change_check" CHECK ("bottle_movements"."change" <> 0)
);
--> statement-breakpoint
CREATE TABLE "bottle_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_door_marks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_door_marks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"day" date NOT NULL,
	"outcome" text NOT NULL,
	"credit_kind" text,
	"credit_amount" integer DEFAULT 0 NOT NULL,
	"marked_by_id" integer,
	"marked_by_name" text,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_door_marks_outcome_check" CHECK ("subscription_door_marks"."outcome" in ('DELIVERED','NOT_HOME','REFUSED')),
	CONSTRAINT "subscription_door_marks_credit_check" CHECK (("subscription_door_marks"."credit_kind" is null and "subscription_door_marks"."credit_amount" = 0) or ("subscription_door_marks"."credit_kind" in ('WALLET','BILL') and "subscription_door_marks"."credit_amount" > 0))
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "door_not_home_credit" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "door_skip_credit" text DEFAULT 'DAY' NOT NULL;--> statement-breakpoint
ALTER TABLE "bottle_movements" ADD CONSTRAINT "bottle_movements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bottle_movements" ADD CONSTRAINT "bottle_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bottle_products" ADD CONSTRAINT "bottle_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_door_marks" ADD CONSTRAINT "subscription_door_marks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_door_marks" ADD CONSTRAINT "subscription_door_marks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bottle_movements_customer_idx" ON "bottle_movements" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "bottle_movements_order_idx" ON "bottle_movements" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bottle_movements_given_once" ON "bottle_movements" USING btree ("order_id") WHERE "bottle_movements"."kind" = 'GIVEN';--> statement-breakpoint
CREATE INDEX "subscription_door_marks_customer_idx" ON "subscription_door_marks" USING btree ("customer_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_door_marks_credit_once" ON "subscription_door_marks" USING btree ("order_id") WHERE "subscription_door_marks"."credit_kind" is not null;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_door_credit_check" CHECK ("shop_settings"."door_not_home_credit" in ('NONE','DAY') and "shop_settings"."door_skip_credit" in ('NONE','DAY'));