-- Issue 36 (decision 114): an enrollment fills an empty profile; My learning offers its details for a filled one
-- only from enrollments made after the student last decided their profile (saved it, or kept it).
ALTER TABLE "students" ADD COLUMN "profile_decided_at" timestamp with time zone;
