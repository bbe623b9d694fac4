-- Issue 20: a workshop can carry a banner picture, uploaded in the staff console (a bare file name under
-- /uploads/workshops/banners/, as events' banners are). Existing workshops have none.
ALTER TABLE "workshops" ADD COLUMN "banner_image" text;
