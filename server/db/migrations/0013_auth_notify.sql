-- What a signed-in call reads on every request (the session, its user, units, roles and their
-- permissions, the menu tree, the unread count, unit chains) is cached in memory by each server
-- process (server/http/auth-cache.ts). Every change to those rows, whichever code or person makes it,
-- notifies channel auth_changes at commit: 's:<session>', 'u:<user>', 'r:<role>', 'm' (menus),
-- 'n' (units: chains and subtrees), 'b:<user>' (that user's messages). Each process LISTENs and drops what changed.
CREATE OR REPLACE FUNCTION auth_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  key text;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'sessions' THEN key := 's:' || r.id;
  ELSIF TG_TABLE_NAME = 'users' THEN key := 'u:' || r.id;
  ELSIF TG_TABLE_NAME IN ('user_units', 'user_roles') THEN key := 'u:' || r.user_id;
  ELSIF TG_TABLE_NAME = 'roles' THEN key := 'r:' || r.id;
  ELSIF TG_TABLE_NAME = 'role_permissions' THEN key := 'r:' || r.role_id;
  ELSIF TG_TABLE_NAME IN ('menus', 'role_menus') THEN key := 'm';
  ELSIF TG_TABLE_NAME = 'units' THEN key := 'n';
  ELSIF TG_TABLE_NAME = 'messages' THEN key := 'b:' || r.user_id;
  END IF;
  PERFORM pg_notify('auth_changes', key);
  -- An update that moves a row to another user (or role) changes the one it left too.
  -- (Nested IFs: a record field is looked up only where the table has it.)
  IF TG_OP = 'UPDATE' THEN
    IF TG_TABLE_NAME IN ('user_units', 'user_roles') THEN
      IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN PERFORM pg_notify('auth_changes', 'u:' || OLD.user_id); END IF;
    ELSIF TG_TABLE_NAME = 'messages' THEN
      IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN PERFORM pg_notify('auth_changes', 'b:' || OLD.user_id); END IF;
    ELSIF TG_TABLE_NAME = 'role_permissions' THEN
      IF OLD.role_id IS DISTINCT FROM NEW.role_id THEN PERFORM pg_notify('auth_changes', 'r:' || OLD.role_id); END IF;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_cache AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION auth_cache_notify();
--> statement-breakpoint
CREATE TRIGGER users_auth_cache AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION auth_cache_notify();
--> statement-breakpoint
CREATE TRIGGER user_units_auth_cache AFTER INSERT OR UPDATE OR DELETE ON user_units FOR EACH ROW EXECUTE FUNCTION auth_cache_notify();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_cache AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION auth_cache_notify();
--> statement-breakpoint
CREATE TRIGGER roles_auth_cache AFTER UPDATE OR DELETE ON roles FOR EACH ROW EXECUTE FUNCTION auth_cache_notify();
--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_cache AFTER INSERT OR UPDATE OR DELETE ON role_permissions FOR EACH ROW EXECUTE FUNCTION auth_cache_notify();
--> statement-breakpoint
CREATE TRIGGER role_menus_auth_cache AFTER INSERT OR UPDATE OR DELETE ON role_menus FOR EACH ROW EXECUTE FUNCTION auth_cache_notify();
--> statement-breakpoint
CREATE TRIGGER menus_auth_cache AFTER INSERT OR UPDATE OR DELETE ON menus FOR EACH ROW EXECUTE FUNCTION auth_cache_notify();
--> statement-breakpoint
CREATE TRIGGER units_auth_cache AFTER INSERT OR UPDATE OR DELETE ON units FOR EACH ROW EXECUTE FUNCTION auth_cache_notify();
--> statement-breakpoint
CREATE TRIGGER messages_auth_cache AFTER INSERT OR UPDATE OR DELETE ON messages FOR EACH ROW EXECUTE FUNCTION auth_cache_notify();
