ALTER TABLE "customer_messages" ALTER COLUMN "variables" SET DEFAULT '{}'::text[];--> statement-breakpoint
ALTER TABLE "customer_messages" ALTER COLUMN "body" DROP NOT NULL;