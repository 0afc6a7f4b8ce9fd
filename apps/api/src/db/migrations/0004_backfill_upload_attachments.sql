-- Uploads before 0003 had no attachment record. Profile images in use are attached (purpose
-- 'profile-image', public, as they were served); the moment they were attached is not known, so
-- their upload time stands in. Every other old upload was never attached: the sweeper removes it.
UPDATE "uploads" SET "purpose" = 'profile-image', "attached_at" = "uploads"."created_at"
WHERE "uploads"."id" IN (SELECT "profile_image_id" FROM "users" WHERE "profile_image_id" IS NOT NULL);
