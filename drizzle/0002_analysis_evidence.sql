ALTER TABLE "analyses" ADD COLUMN "job_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "provider" text DEFAULT 'built-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "model" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "evidence" json;