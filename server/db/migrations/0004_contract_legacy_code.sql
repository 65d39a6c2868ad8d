ALTER TABLE "contracts" ADD COLUMN "legacy_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_legacy_code_uq" ON "contracts" USING btree ("legacy_code");