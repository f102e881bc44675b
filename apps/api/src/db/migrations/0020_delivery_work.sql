CREATE TABLE "delivery_assignments" (
	"staff_user_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	CONSTRAINT "delivery_assignments_staff_user_id_area_id_pk" PRIMARY KEY("staff_user_id","area_id")
);
--> statement-breakpoint
CREATE TABLE "route_stops" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"position" integer,
	"outcome" text,
	"outcome_at" timestamp with time zone,
	"outcome_by_id" integer,
	"outcome_by_name" text,
	"note" text,
	CONSTRAINT "route_stops_outcome_check" CHECK ("route_stops"."outcome" in ('DELIVERED','NOT_HOME','REFUSED'))
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_check";--> statement-breakpoint
ALTER TABLE "delivery_assignments" ADD CONSTRAINT "delivery_assignments_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assignments" ADD CONSTRAINT "delivery_assignments_area_id_delivery_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."delivery_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_assignments_area_idx" ON "delivery_assignments" USING btree ("area_id");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_check" CHECK ("staff_users"."role" in ('admin', 'staff', 'delivery'));