CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_role_check" CHECK ("staff_members"."role" in ('staff', 'admin')),
	CONSTRAINT "staff_members_kind_check" CHECK ("staff_members"."kind" in ('mobile', 'email'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_identifier_key" ON "staff_members" USING btree (lower("identifier"));
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"alt" text,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Content that existed before the console stays visible: published defaults to true (decision 67).
--> statement-breakpoint
ALTER TABLE "trainers" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "trainers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "session_categories" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "session_categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "internship_sessions" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "internship_sessions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at");
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "handled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE INDEX "registrations_status_created_idx" ON "registrations" USING btree ("status","created_at");
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "handled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE INDEX "enrollments_status_created_idx" ON "enrollments" USING btree ("status","created_at");
--> statement-breakpoint
ALTER TABLE "feedback_submissions" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;
--> statement-breakpoint
ALTER TABLE "feedback_submissions" ADD COLUMN "handled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "feedback_submissions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE INDEX "feedback_submissions_status_created_idx" ON "feedback_submissions" USING btree ("status","created_at");
