CREATE TABLE "student_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"body" text NOT NULL,
	"phone" text NOT NULL,
	"author_id" uuid,
	"request_key" uuid,
	"provider_id" text,
	"keyword" text,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_texts_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "student_texts_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
ALTER TABLE "student_texts" ADD CONSTRAINT "student_texts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_texts" ADD CONSTRAINT "student_texts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_texts" ADD CONSTRAINT "student_texts_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_texts_student_idx" ON "student_texts" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "student_texts_unhandled_idx" ON "student_texts" USING btree ("created_at") WHERE "student_texts"."direction" = 'in' and "student_texts"."handled_at" is null;