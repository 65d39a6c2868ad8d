CREATE TABLE "sys_security_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"username" text,
	"unit_id" integer,
	"ip" text NOT NULL,
	"event" text NOT NULL,
	"outcome" text NOT NULL,
	"target" text,
	"detail" jsonb,
	"request_id" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_security_audit_at_idx" ON "sys_security_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sys_security_audit_user_idx" ON "sys_security_audit" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "sys_security_audit_event_idx" ON "sys_security_audit" USING btree ("event","at");