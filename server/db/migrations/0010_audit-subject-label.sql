-- No backfill: the append-only trigger refuses UPDATE, as it should. Entries written before this column
-- show their subject's current name, read when the log is read (subjectLabelOf in server/lib/audit.ts).
ALTER TABLE "audit_log" ADD COLUMN "subject_label" text;
