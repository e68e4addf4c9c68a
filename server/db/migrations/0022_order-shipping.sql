-- An order keeps its shipping apart, so that its lines and its shipping add up to its total on every
-- order page (an accepted quote's shipping; 0 for an order from the cart). Orders placed before this
-- carried it only inside the total: what the total holds beyond the lines was the shipping.
ALTER TABLE "orders" ADD COLUMN "shipping_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "shipping_minor" = GREATEST(0, "total_minor" - COALESCE((SELECT SUM("line_total_minor") FROM "order_lines" WHERE "order_lines"."order_id" = "orders"."id"), 0));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_not_negative" CHECK ("orders"."shipping_minor" >= 0);
