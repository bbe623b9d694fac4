-- Issue 38 (decisions 140-146): dated batches of a course with seats; an enrolment's place in its batch
-- (a seat, the waitlist, an offer held until it expires); each published course, event and webinar's
-- link-preview picture; and when the content version last moved (the sitemap's lastmod).
CREATE TABLE "course_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL REFERENCES "courses"("id") ON DELETE cascade,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"duration_weeks" integer,
	"mode" text NOT NULL,
	"week_part" text NOT NULL,
	"class_days" jsonb NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"language" text NOT NULL,
	"location" text,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"fee" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_batches_seats_taken_check" CHECK ("course_batches"."seats_taken" >= 0 and "course_batches"."seats_taken" <= "course_batches"."seats"),
	CONSTRAINT "course_batches_mode_check" CHECK ("course_batches"."mode" in ('online', 'offline', 'hybrid')),
	CONSTRAINT "course_batches_week_part_check" CHECK ("course_batches"."week_part" in ('weekday', 'weekend')),
	CONSTRAINT "course_batches_status_check" CHECK ("course_batches"."status" in ('open', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "course_batches_course_starts_idx" ON "course_batches" USING btree ("course_id","starts_on");
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "batch_id" uuid REFERENCES "course_batches"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "seat" text;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "line_no" bigserial NOT NULL;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "offer_expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "offer_claimed_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "offer_sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_seat_check" CHECK ("enrollments"."seat" in ('confirmed', 'waitlisted', 'offered', 'cancelled', 'lapsed'));
--> statement-breakpoint
CREATE INDEX "enrollments_batch_seat_idx" ON "enrollments" USING btree ("batch_id","seat","line_no");
--> statement-breakpoint
CREATE TABLE "preview_images" (
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"source_hash" text NOT NULL,
	"png" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preview_images_kind_record_id_pk" PRIMARY KEY("kind","record_id")
);
--> statement-breakpoint
ALTER TABLE "content_version" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;
