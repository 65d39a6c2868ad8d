CREATE TABLE "approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"matter_id" integer NOT NULL,
	"contract_id" integer,
	"approver_id" integer NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"opinion" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carbon_copies" (
	"id" serial PRIMARY KEY NOT NULL,
	"matter_id" integer,
	"contract_id" integer,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"note" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"unit_id" integer,
	"counterpart_id" integer,
	"name" text NOT NULL,
	"credit_code" text,
	"seal_sn" text,
	"signed_at" timestamp with time zone,
	"signed_by" integer
);
--> statement-breakpoint
CREATE TABLE "contract_tags" (
	"contract_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "contract_tags_contract_id_tag_id_pk" PRIMARY KEY("contract_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"file_id" integer,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"attribute" text DEFAULT 'main' NOT NULL,
	"parent_id" integer,
	"project_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_major" boolean DEFAULT false NOT NULL,
	"needs_fair_review" boolean DEFAULT false NOT NULL,
	"major_decision" boolean DEFAULT false NOT NULL,
	"key_project" boolean DEFAULT false NOT NULL,
	"preferential_terms" boolean DEFAULT false NOT NULL,
	"our_role" text DEFAULT 'A' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	"direction" text DEFAULT 'expenditure' NOT NULL,
	"fund_source" text,
	"procurement_method" text,
	"sign_date" date,
	"sign_place" text,
	"effective_date" date,
	"perform_start" date,
	"perform_end" date,
	"signing_method" text,
	"unit_id" integer NOT NULL,
	"area_id" integer,
	"bureau_unit_id" integer,
	"handler_id" integer,
	"risk_code" text DEFAULT 'green' NOT NULL,
	"source" text DEFAULT 'system' NOT NULL,
	"filing_no" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filing_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"filing_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"description" text NOT NULL,
	"deadline" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"rectification" text,
	"rectified_at" timestamp with time zone,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filings" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"bureau_unit_id" integer,
	"filing_no" text,
	"status" text DEFAULT 'review' NOT NULL,
	"submitted_by" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"opinion" text
);
--> statement-breakpoint
CREATE TABLE "matters" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer,
	"project_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"submitter_id" integer NOT NULL,
	"submit_unit_id" integer,
	"handler_user_id" integer,
	"handler_unit_id" integer,
	"deadline" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opinion" text,
	"opinion_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"amount_fen" bigint,
	"due_date" date,
	"done_date" date,
	"status" text DEFAULT 'planned' NOT NULL,
	"note" text,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit_id" integer NOT NULL,
	"area_id" integer,
	"handler_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"category" text,
	"fund_source" text,
	"budget_fen" bigint,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"rule" text NOT NULL,
	"level" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer,
	"project_id" integer,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"user_id" integer,
	"unit_id" integer,
	"matter_id" integer,
	"opinion" text,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supervision_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"bureau_unit_id" integer,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "approvals_approver_idx" ON "approvals" USING btree ("approver_id","status");--> statement-breakpoint
CREATE INDEX "approvals_matter_idx" ON "approvals" USING btree ("matter_id");--> statement-breakpoint
CREATE INDEX "carbon_copies_to_idx" ON "carbon_copies" USING btree ("to_user_id","created_at");--> statement-breakpoint
CREATE INDEX "carbon_copies_from_idx" ON "carbon_copies" USING btree ("from_user_id");--> statement-breakpoint
CREATE INDEX "contract_files_contract_idx" ON "contract_files" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_parties_contract_idx" ON "contract_parties" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_parties_cp_idx" ON "contract_parties" USING btree ("counterpart_id");--> statement-breakpoint
CREATE INDEX "contract_tags_tag_idx" ON "contract_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_code_uq" ON "contracts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "contracts_unit_status_idx" ON "contracts" USING btree ("unit_id","status");--> statement-breakpoint
CREATE INDEX "contracts_area_status_idx" ON "contracts" USING btree ("area_id","status");--> statement-breakpoint
CREATE INDEX "contracts_bureau_idx" ON "contracts" USING btree ("bureau_unit_id","status");--> statement-breakpoint
CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "contracts_parent_idx" ON "contracts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "contracts_project_idx" ON "contracts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "contracts_risk_idx" ON "contracts" USING btree ("risk_code");--> statement-breakpoint
CREATE INDEX "filing_conditions_filing_idx" ON "filing_conditions" USING btree ("filing_id");--> statement-breakpoint
CREATE INDEX "filing_conditions_deadline_idx" ON "filing_conditions" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "filings_contract_idx" ON "filings" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "filings_bureau_idx" ON "filings" USING btree ("bureau_unit_id","status");--> statement-breakpoint
CREATE INDEX "matters_contract_idx" ON "matters" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "matters_handler_user_idx" ON "matters" USING btree ("handler_user_id","status");--> statement-breakpoint
CREATE INDEX "matters_handler_unit_idx" ON "matters" USING btree ("handler_unit_id","status");--> statement-breakpoint
CREATE INDEX "matters_submitter_idx" ON "matters" USING btree ("submitter_id");--> statement-breakpoint
CREATE INDEX "performance_contract_idx" ON "performance_records" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "performance_due_idx" ON "performance_records" USING btree ("status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code_uq" ON "projects" USING btree ("code");--> statement-breakpoint
CREATE INDEX "projects_unit_idx" ON "projects" USING btree ("unit_id","status");--> statement-breakpoint
CREATE INDEX "risk_flags_contract_idx" ON "risk_flags" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "risk_flags_open_idx" ON "risk_flags" USING btree ("level","cleared_at");--> statement-breakpoint
CREATE INDEX "status_history_contract_idx" ON "status_history" USING btree ("contract_id","at");--> statement-breakpoint
CREATE INDEX "status_history_project_idx" ON "status_history" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "supervision_contract_idx" ON "supervision_records" USING btree ("contract_id");