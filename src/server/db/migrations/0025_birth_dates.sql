ALTER TABLE "users" ADD COLUMN "date_of_birth" date;
