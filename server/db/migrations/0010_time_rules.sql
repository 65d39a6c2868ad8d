CREATE TABLE "sys_time_rule_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"key" text NOT NULL,
	"old_value" bigint,
	"new_value" bigint,
	"changed_by" integer,
	"changed_by_name" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_time_rules" (
	"area_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" bigint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_time_rules_area_id_key_pk" PRIMARY KEY("area_id","key")
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "filing_due" date;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "late_days" integer;--> statement-breakpoint
CREATE INDEX "sys_time_rule_changes_area_idx" ON "sys_time_rule_changes" USING btree ("area_id","changed_at");--> statement-breakpoint
-- Contracts signed before the rules: due 30 calendar days after signing, as the constant was.
UPDATE "contracts" SET "filing_due" = "sign_date" + 30 WHERE "sign_date" IS NOT NULL AND "filing_due" IS NULL;
--> statement-breakpoint
-- Filings submitted after their due date before the mark existed: the calendar days late.
UPDATE "filings" SET "late_days" = (("submitted_at" AT TIME ZONE 'Asia/Shanghai')::date - "due_date")
  WHERE "due_date" IS NOT NULL AND ("submitted_at" AT TIME ZONE 'Asia/Shanghai')::date > "due_date";
