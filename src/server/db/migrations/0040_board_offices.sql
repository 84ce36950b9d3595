-- A One Stop office made in the console belongs to its workforce board by id (decision 041). Offices from
-- content/locations keep their slug and are matched to a board by the `<board slug>-` prefix as before.
ALTER TABLE "locations" ADD COLUMN "board_id" uuid REFERENCES "workforce_boards"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX "locations_board_idx" ON "locations" ("board_id");
