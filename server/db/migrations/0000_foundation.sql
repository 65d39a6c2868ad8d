CREATE TABLE "counterparts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"credit_code" text NOT NULL,
	"legal_representative" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"credit_rating" text DEFAULT 'A' NOT NULL,
	"serious_dishonest" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"ext" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploader_id" integer,
	"unit_id" integer,
	"is_del" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_adviser_units" (
	"adviser_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "legal_adviser_units_adviser_id_unit_id_pk" PRIMARY KEY("adviser_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "legal_advisers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"firm" text NOT NULL,
	"licence_no" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"title" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"type" integer NOT NULL,
	"is_new_tab" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"permission_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"look_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qr_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"user_id" integer,
	"token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission_id" text NOT NULL,
	"action_list" jsonb NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"data_scope" text DEFAULT 'unit' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seals" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"seal_sn" text NOT NULL,
	"seal_name" text NOT NULL,
	"image_file_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'arcoblue' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"unit_name" text NOT NULL,
	"type" text NOT NULL,
	"area_level" text,
	"adcode" text,
	"is_judicial_bureau" boolean DEFAULT false NOT NULL,
	"credit_code" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "user_units" (
	"user_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "user_units_user_id_unit_id_pk" PRIMARY KEY("user_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"mobile" text,
	"email" text,
	"user_type" text DEFAULT 'staff' NOT NULL,
	"counterpart_id" integer,
	"current_unit_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "counterparts_credit_code_uq" ON "counterparts" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "files_uploader_idx" ON "files" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "login_failures_user_idx" ON "login_failures" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "menus_pid_idx" ON "menus" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_code_uq" ON "roles" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "seals_sn_uq" ON "seals" USING btree ("seal_sn");--> statement-breakpoint
CREATE INDEX "seals_unit_idx" ON "seals" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_uq" ON "tags" USING btree ("name");--> statement-breakpoint
CREATE INDEX "units_pid_idx" ON "units" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "user_units_unit_idx" ON "user_units" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_uq" ON "users" USING btree ("mobile");