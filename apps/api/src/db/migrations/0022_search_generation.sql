CREATE TABLE "product_search_generation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_search_generation_one_row" CHECK ("product_search_generation"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "product_search_generation" ("id", "generation") VALUES (1, 0);
--> statement-breakpoint
-- Statement-level, so a bulk update bumps once; only the columns search reads (stock and sales
-- counts change with every order and must not rebuild the index).
CREATE FUNCTION "bump_product_search_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "product_search_generation" SET "generation" = "generation" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_generation" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name_key", "product_code", "category_id", "status" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_product_search_generation"();
--> statement-breakpoint
CREATE TRIGGER "categories_search_generation" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name", "archived_at" ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_product_search_generation"();
