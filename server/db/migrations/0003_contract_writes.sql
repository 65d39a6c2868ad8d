CREATE TABLE "code_sequences" (
	"key" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"audience" text NOT NULL,
	"party_id" integer,
	"nonce_hash" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_period_uq" ON "job_runs" USING btree ("job","period");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_nonce_uq" ON "share_links" USING btree ("nonce_hash");--> statement-breakpoint
CREATE INDEX "share_links_contract_idx" ON "share_links" USING btree ("contract_id");