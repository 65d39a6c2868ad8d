CREATE TABLE "region_geometries" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"adcode" text,
	"geojson" jsonb NOT NULL,
	"approval_no" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"screen_id" integer NOT NULL,
	"root_area_id" integer NOT NULL,
	"nonce_hash" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_versions" (
	"screen_id" integer NOT NULL,
	"version" integer NOT NULL,
	"body" jsonb NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	CONSTRAINT "screen_versions_screen_id_version_pk" PRIMARY KEY("screen_id","version")
);
--> statement-breakpoint
CREATE TABLE "screens" (
	"id" serial PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"body" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "region_geometries_area_uq" ON "region_geometries" USING btree ("area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "screen_shares_nonce_uq" ON "screen_shares" USING btree ("nonce_hash");--> statement-breakpoint
CREATE INDEX "screen_shares_screen_idx" ON "screen_shares" USING btree ("screen_id");--> statement-breakpoint
CREATE UNIQUE INDEX "screens_route_uq" ON "screens" USING btree ("route");