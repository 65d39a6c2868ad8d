CREATE TABLE "password_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"password_hash" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "password_history_user_idx" ON "password_history" USING btree ("user_id","id");--> statement-breakpoint
-- The password and session policy (src/domain/security-policy.ts). Existing accounts count their
-- password's age from this upgrade (password_changed_at = now()), and none must change it.
--
-- sessions.last_seen_at is moved forward at most once a minute per session (server/http/auth.ts),
-- and a process that has a session in its auth cache compares against the time it read: a later time
-- in the row only makes it ask the database again, so such a touch need not drop the cached session.
-- Every other change still notifies 's:<id>' as before (migration 0013): an update of any other
-- column, a last_seen_at moved back, a delete.
DROP TRIGGER IF EXISTS sessions_auth_cache ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_cache AFTER UPDATE ON sessions FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at') OR NEW.last_seen_at < OLD.last_seen_at)
  EXECUTE FUNCTION auth_cache_notify();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_cache_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION auth_cache_notify();
--> statement-breakpoint
-- Settings every process keeps in memory (the security policy under 'securityPolicy'): a change
-- notifies 'g:<key>' on the auth cache's channel, whoever writes it.
CREATE OR REPLACE FUNCTION sys_config_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('auth_changes', 'g:' || r.key);
  IF TG_OP = 'UPDATE' AND OLD.key IS DISTINCT FROM NEW.key THEN PERFORM pg_notify('auth_changes', 'g:' || OLD.key); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sys_config_auth_cache AFTER INSERT OR UPDATE OR DELETE ON sys_config FOR EACH ROW EXECUTE FUNCTION sys_config_notify();
