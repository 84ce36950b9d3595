-- Staff may have no phone (they sign in by e-mail); several staff without one do not collide on the unique key.
ALTER TABLE "users" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
-- A deactivated staff member keeps their record (audit entries name them) but can no longer sign in.
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('student', 'coach', 'careerCoach', 'instructor', 'admin'));
