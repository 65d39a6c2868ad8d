CREATE TABLE "decision_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"matter_id" integer,
	"kind" text NOT NULL,
	"meeting_date" date NOT NULL,
	"attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resolution" text NOT NULL,
	"minutes_file_id" integer,
	"note" text,
	"recorded_by" integer,
	"recorded_unit_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "decision_records_contract_idx" ON "decision_records" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "decision_records_minutes_idx" ON "decision_records" USING btree ("minutes_file_id");