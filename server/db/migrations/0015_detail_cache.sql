-- What a contract's detail shows is kept per contract and audience (server/modules/contracts/detail.ts,
-- auth-cache.ts contractDetails) and dropped on the same 'c' notification as the lists (migration
-- 0014): here for the rest of what the detail reads. A new file or tag changes no detail until it is
-- attached, so only their edits and deletions notify.
DROP TRIGGER IF EXISTS tags_detail_cache ON tags;
--> statement-breakpoint
CREATE TRIGGER tags_detail_cache AFTER UPDATE OR DELETE ON tags FOR EACH STATEMENT EXECUTE FUNCTION contract_lists_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS contract_files_detail_cache ON contract_files;
--> statement-breakpoint
CREATE TRIGGER contract_files_detail_cache AFTER INSERT OR UPDATE OR DELETE ON contract_files FOR EACH STATEMENT EXECUTE FUNCTION contract_lists_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS files_detail_cache ON files;
--> statement-breakpoint
CREATE TRIGGER files_detail_cache AFTER UPDATE OR DELETE ON files FOR EACH STATEMENT EXECUTE FUNCTION contract_lists_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS projects_detail_cache ON projects;
--> statement-breakpoint
CREATE TRIGGER projects_detail_cache AFTER UPDATE OR DELETE ON projects FOR EACH STATEMENT EXECUTE FUNCTION contract_lists_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS matters_detail_cache ON matters;
--> statement-breakpoint
CREATE TRIGGER matters_detail_cache AFTER INSERT OR UPDATE OR DELETE ON matters FOR EACH STATEMENT EXECUTE FUNCTION contract_lists_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS filings_detail_cache ON filings;
--> statement-breakpoint
CREATE TRIGGER filings_detail_cache AFTER INSERT OR UPDATE OR DELETE ON filings FOR EACH STATEMENT EXECUTE FUNCTION contract_lists_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS filing_conditions_detail_cache ON filing_conditions;
--> statement-breakpoint
CREATE TRIGGER filing_conditions_detail_cache AFTER INSERT OR UPDATE OR DELETE ON filing_conditions FOR EACH STATEMENT EXECUTE FUNCTION contract_lists_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS performance_records_detail_cache ON performance_records;
--> statement-breakpoint
CREATE TRIGGER performance_records_detail_cache AFTER INSERT OR UPDATE OR DELETE ON performance_records FOR EACH STATEMENT EXECUTE FUNCTION contract_lists_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS risk_flags_detail_cache ON risk_flags;
--> statement-breakpoint
CREATE TRIGGER risk_flags_detail_cache AFTER INSERT OR UPDATE OR DELETE ON risk_flags FOR EACH STATEMENT EXECUTE FUNCTION contract_lists_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS decision_records_detail_cache ON decision_records;
--> statement-breakpoint
CREATE TRIGGER decision_records_detail_cache AFTER INSERT OR UPDATE OR DELETE ON decision_records FOR EACH STATEMENT EXECUTE FUNCTION contract_lists_notify();
