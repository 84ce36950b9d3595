-- A trucking school's entry in the Training Provider Registry (content/school/tpr.json `providerId`), set by
-- an admin for schools made in the console (decision 041). Null: matched by name, as before.
ALTER TABLE "locations" ADD COLUMN "provider_id" text;
