CREATE TABLE "otp_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile_no" text NOT NULL,
	"reference_id" uuid NOT NULL,
	"request_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_no" text NOT NULL,
	"dob" date NOT NULL,
	"college_name" text NOT NULL,
	"selected_program" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_failures_mobile_created_idx" ON "otp_failures" USING btree ("mobile_no","created_at");--> statement-breakpoint
CREATE INDEX "otp_failures_ip_created_idx" ON "otp_failures" USING btree ("request_ip","created_at");--> statement-breakpoint
CREATE INDEX "otp_failures_reference_idx" ON "otp_failures" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "registrations_created_idx" ON "registrations" USING btree ("created_at");--> statement-breakpoint
-- Registrations made before this table existed were kept on the student row only.
INSERT INTO "registrations" ("student_id", "full_name", "email", "mobile_no", "dob", "college_name", "selected_program", "outcome", "created_at")
SELECT "id", "full_name", "email", "mobile_no", "dob", "college_name", coalesce("selected_program", ''), 'new', "registered_at"
FROM "students" WHERE "registered_at" IS NOT NULL AND "full_name" IS NOT NULL AND "email" IS NOT NULL AND "dob" IS NOT NULL AND "college_name" IS NOT NULL;
