-- Removals used to be offered receipt reasons, so the ledger shows some as "Received −20"; what they
-- really were is unknown, so they become corrections (likewise any receipt recorded as damaged).
UPDATE "stock_movements" SET "reason" = 'correction' WHERE "reason" = 'received' AND "delta" < 0;--> statement-breakpoint
UPDATE "stock_movements" SET "reason" = 'correction' WHERE "reason" = 'damaged' AND "delta" > 0;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_fits_direction" CHECK (("stock_movements"."reason" <> 'received' or "stock_movements"."delta" > 0) and ("stock_movements"."reason" not in ('sold_offline', 'damaged', 'lost') or "stock_movements"."delta" < 0));
