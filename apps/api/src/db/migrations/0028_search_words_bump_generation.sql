-- Search also finds a product by its Tamil name and staff's own search words (issue 33, decision
-- 0053): writes to those columns must move the search generation too, so every API process
-- rebuilds its in-memory index. Still not stock or sales counts (they change with every order).
DROP TRIGGER "products_search_generation" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_search_generation" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name_key", "product_code", "category_id", "status", "translations", "search_words" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_product_search_generation"();
