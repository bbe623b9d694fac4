-- Issue 21, "My learning": a student's registrations for sessions, calendar feed, push devices and reminders.
-- A session is one of four tables, so a registration names its kind and id; a row whose session is gone
-- is simply never joined (reads, calendars and reminders all join the session to show it).
CREATE TABLE "session_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"session_kind" text NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_registrations_kind_check" CHECK ("session_registrations"."session_kind" in ('event', 'webinar', 'workshop', 'internship-session'))
);
--> statement-breakpoint
ALTER TABLE "session_registrations" ADD CONSTRAINT "session_registrations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "session_registrations_student_session_key" ON "session_registrations" USING btree ("student_id","session_kind","session_id");
--> statement-breakpoint
-- One row per reminder a student asked for ("a day before", "an hour before"); removed with the registration.
CREATE TABLE "session_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"lead_minutes" integer NOT NULL,
	"stale_minutes" integer NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_registration_id_session_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."session_registrations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "session_reminders_registration_lead_key" ON "session_reminders" USING btree ("registration_id","lead_minutes");
--> statement-breakpoint
CREATE INDEX "session_reminders_unsent_idx" ON "session_reminders" USING btree ("registration_id") WHERE "session_reminders"."sent_at" is null;
--> statement-breakpoint
-- One Web Push subscription per device (its endpoint is unique to that browser profile).
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");
--> statement-breakpoint
CREATE INDEX "push_subscriptions_student_idx" ON "push_subscriptions" USING btree ("student_id");
--> statement-breakpoint
-- The private calendar feed: one per student, only the SHA-256 of its secret token is kept.
CREATE TABLE "calendar_feeds" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");
