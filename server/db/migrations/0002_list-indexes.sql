DROP INDEX "category_requests_seller_created_idx";--> statement-breakpoint
DROP INDEX "inventory_seller_idx";--> statement-breakpoint
DROP INDEX "orders_seller_created_idx";--> statement-breakpoint
DROP INDEX "orders_seller_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_buyer_created_idx";--> statement-breakpoint
DROP INDEX "products_seller_created_idx";--> statement-breakpoint
DROP INDEX "products_seller_status_created_idx";--> statement-breakpoint
DROP INDEX "stock_movements_product_idx";--> statement-breakpoint
CREATE INDEX "inventory_seller_updated_idx" ON "inventory" USING btree ("seller_id","updated_at","product_id");--> statement-breakpoint
CREATE INDEX "orders_seller_total_idx" ON "orders" USING btree ("seller_id","total_minor","id");--> statement-breakpoint
CREATE INDEX "category_requests_seller_created_idx" ON "category_requests" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_seller_idx" ON "inventory" USING btree ("seller_id","on_hand","product_id");--> statement-breakpoint
CREATE INDEX "orders_seller_created_idx" ON "orders" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_seller_status_created_idx" ON "orders" USING btree ("seller_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "products_seller_created_idx" ON "products" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_seller_status_created_idx" ON "products" USING btree ("seller_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at");