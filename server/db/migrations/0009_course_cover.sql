-- Issue 37 (decisions 171, 172): a course's cover picture for its card and hero, a file name under
-- /uploads/courses/covers/; null shows the default cover.
ALTER TABLE "courses" ADD COLUMN "cover_image" text;
