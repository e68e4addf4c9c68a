ALTER TABLE "orders" ADD COLUMN "incoterm" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "incoterm_place" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_incoterm_known" CHECK ("orders"."incoterm" is null or "orders"."incoterm" in ('EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'DAP', 'DDP'));--> statement-breakpoint
UPDATE "orders" AS o SET "incoterm" = v."incoterm", "incoterm_place" = r."delivery_city" || ', ' || r."delivery_country"
FROM "rfqs" AS r, "quote_versions" AS v
WHERE o."quote_id" IS NOT NULL AND r."id" = o."rfq_id" AND v."quote_id" = o."quote_id"
  AND v."version" = (SELECT max(v2."version") FROM "quote_versions" AS v2 WHERE v2."quote_id" = o."quote_id" AND v2."created_at" <= o."created_at");
