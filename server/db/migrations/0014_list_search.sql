-- Contract lists at volume (docs/api/contracts.md, "At volume"):
-- 1. indexes in the lists' sort orders, and keyword search by trigrams on the name;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contracts_amount_idx" ON "contracts" USING btree ("amount_fen","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contracts_sign_date_idx" ON "contracts" USING btree ("sign_date" DESC NULLS LAST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contracts_name_trgm_idx" ON "contracts" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
-- 2. the lists' totals are kept in memory per filter (server/http/auth-cache.ts) and dropped when any
--    contract, its parties, tags, supervision records or status history change: one 'c' notification
--    per statement on the auth_changes channel (identical notifications of a transaction are sent once).
CREATE OR REPLACE FUNCTION contract_lists_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', 'c');
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS contracts_list_cache ON contracts;
--> statement-breakpoint
CREATE TRIGGER contracts_list_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contracts FOR EACH STATEMENT EXECUTE FUNCTION contract_lists_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS contract_parties_list_cache ON contract_parties;
--> statement-breakpoint
CREATE TRIGGER contract_parties_list_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contract_parties FOR EACH STATEMENT EXECUTE FUNCTION contract_lists_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS contract_tags_list_cache ON contract_tags;
--> statement-breakpoint
CREATE TRIGGER contract_tags_list_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contract_tags FOR EACH STATEMENT EXECUTE FUNCTION contract_lists_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS supervision_records_list_cache ON supervision_records;
--> statement-breakpoint
CREATE TRIGGER supervision_records_list_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON supervision_records FOR EACH STATEMENT EXECUTE FUNCTION contract_lists_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS status_history_list_cache ON status_history;
--> statement-breakpoint
CREATE TRIGGER status_history_list_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON status_history FOR EACH STATEMENT EXECUTE FUNCTION contract_lists_notify();
