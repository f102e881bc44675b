CREATE TABLE "delivery_area_pincodes" (
	"pattern" text PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"delivery_fee" integer NOT NULL,
	"free_delivery_threshold" integer,
	"minimum_order" integer,
	"cod_allowed" boolean DEFAULT true NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"courier_days_min" integer,
	"courier_days_max" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_areas_kind_check" CHECK ("delivery_areas"."kind" in ('OWN','COURIER')),
	CONSTRAINT "delivery_areas_money_check" CHECK ("delivery_areas"."delivery_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_closures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_closures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" date NOT NULL,
	"area_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"area_id" integer NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"capacity" integer NOT NULL,
	"cutoff_days_before" integer DEFAULT 1 NOT NULL,
	"cutoff_time" text DEFAULT '21:00' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_slots_capacity_check" CHECK ("delivery_slots"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"slot_id" integer NOT NULL,
	"date" date NOT NULL,
	"booked" integer NOT NULL,
	CONSTRAINT "slot_bookings_slot_id_date_pk" PRIMARY KEY("slot_id","date"),
	CONSTRAINT "slot_bookings_booked_check" CHECK ("slot_bookings"."booked" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_area_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_slot_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "delivery_area_pincodes" ADD CONSTRAINT "delivery_area_pincodes_area_id_delivery_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."delivery_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_closures" ADD CONSTRAINT "delivery_closures_area_id_delivery_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."delivery_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_area_id_delivery_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."delivery_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_slot_id_delivery_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_area_pincodes_area_idx" ON "delivery_area_pincodes" USING btree ("area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_areas_name_key" ON "delivery_areas" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_closures_day_key" ON "delivery_closures" USING btree ("date",coalesce("area_id", 0));--> statement-breakpoint
CREATE INDEX "delivery_slots_area_idx" ON "delivery_slots" USING btree ("area_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_area_id_delivery_areas_id_fk" FOREIGN KEY ("delivery_area_id") REFERENCES "public"."delivery_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_slot_id_delivery_slots_id_fk" FOREIGN KEY ("delivery_slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_delivery_day_idx" ON "orders" USING btree ("delivery_date","delivery_area_id","delivery_slot_id");