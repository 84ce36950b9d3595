ALTER TABLE "program_steps" ADD COLUMN "completes" jsonb DEFAULT '"view"'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "program_steps" ADD COLUMN "recommended" boolean DEFAULT false NOT NULL;