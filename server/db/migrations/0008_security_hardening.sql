ALTER TABLE "files" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "base" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "files_public_id_uq" ON "files" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "contract_files_file_idx" ON "contract_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "filing_conditions_file_ids_gin" ON "filing_conditions" USING gin ("file_ids" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "matters_file_ids_gin" ON "matters" USING gin ("file_ids" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "matters_opinion_file_ids_gin" ON "matters" USING gin ("opinion_file_ids" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "performance_file_ids_gin" ON "performance_records" USING gin ("file_ids" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "projects_file_ids_gin" ON "projects" USING gin ("file_ids" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "status_history_file_ids_gin" ON "status_history" USING gin ("file_ids" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "supervision_file_ids_gin" ON "supervision_records" USING gin ("file_ids" jsonb_path_ops);