ALTER TABLE "units" ADD COLUMN "short_name" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "number_template" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "unit_no" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "unit_no_unit_id" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "unit_no_year" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "unit_no_serial" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_unit_no_uq" ON "contracts" USING btree ("unit_no_unit_id","unit_no_year","unit_no_serial");