-- The security audit log is append-only (server/db/audit-schema.ts): no UPDATE, and no DELETE except
-- by the archiving job, which first writes the rows to a file and marks its transaction with
-- SET LOCAL app.audit_archive = 'on'. TRUNCATE is refused too. The administrator's database account
-- can still drop the trigger: the hash chain (server/modules/audit/chain.ts) shows what was changed.
CREATE OR REPLACE FUNCTION security_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('app.audit_archive', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'sys_security_audit is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS security_audit_append_only ON sys_security_audit;
--> statement-breakpoint
CREATE TRIGGER security_audit_append_only BEFORE UPDATE OR DELETE ON sys_security_audit FOR EACH ROW EXECUTE FUNCTION security_audit_append_only();
--> statement-breakpoint
DROP TRIGGER IF EXISTS security_audit_no_truncate ON sys_security_audit;
--> statement-breakpoint
CREATE TRIGGER security_audit_no_truncate BEFORE TRUNCATE ON sys_security_audit FOR EACH STATEMENT EXECUTE FUNCTION security_audit_append_only();
