CREATE TABLE "gst_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gst_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hsn_code" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"effective_from" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_rates_rate_check" CHECK ("gst_rates"."rate_basis_points" between 0 and 10000),
	CONSTRAINT "gst_rates_hsn_check" CHECK ("gst_rates"."hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$')
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "fssai_number" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "invoice_prefix" text DEFAULT 'INV' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gst_rates_hsn_from_key" ON "gst_rates" USING btree ("hsn_code","effective_from");--> statement-breakpoint
-- The rates a Tamil Nadu farm shop sells at (INDIA.md; confirm with a CA), so a new shop invoices
-- right from the start; staff change them in the staff area. 22 Sep 2025: the GST rate cuts.
INSERT INTO "gst_rates" ("hsn_code", "rate_basis_points", "effective_from", "description") VALUES
  ('0104', 0, '2017-07-01', 'Live goats and sheep'),
  ('0401', 0, '2017-07-01', 'Fresh milk'),
  ('0402', 500, '2017-07-01', 'Milk powder'),
  ('0405', 1200, '2017-07-01', 'Ghee and butter'),
  ('0405', 500, '2025-09-22', 'Ghee and butter'),
  ('0406', 1200, '2017-07-01', 'Cheese'),
  ('0406', 500, '2025-09-22', 'Cheese'),
  ('3101', 0, '2017-07-01', 'Manure and vermicompost (sources differ: 0 % or 5 %)'),
  ('3401', 1800, '2017-07-01', 'Soap'),
  ('3401', 500, '2025-09-22', 'Soap');
