CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"purposes" text[] NOT NULL,
	"analytics" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"improvements" boolean NOT NULL,
	"privacy_policy_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"rows_deleted" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processing_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"resume_id" integer,
	"source" text NOT NULL,
	"risk_level" text NOT NULL,
	"risk_score" integer NOT NULL,
	"threat_found" boolean NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_activity" (
	"owner" text PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_scans" ADD CONSTRAINT "security_scans_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_owner_created_idx" ON "consent_records" USING btree ("owner","created_at");--> statement-breakpoint
CREATE INDEX "consent_records_created_idx" ON "consent_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "processing_activities_owner_created_idx" ON "processing_activities" USING btree ("owner","created_at");--> statement-breakpoint
CREATE INDEX "processing_activities_created_idx" ON "processing_activities" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_scans_owner_idx" ON "security_scans" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "security_scans_resume_idx" ON "security_scans" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "security_scans_unkept_created_idx" ON "security_scans" USING btree ("created_at") WHERE "security_scans"."resume_id" is null;--> statement-breakpoint
CREATE INDEX "visitor_activity_last_seen_idx" ON "visitor_activity" USING btree ("last_seen_at");--> statement-breakpoint
-- Visitors who stored data before last-seen was recorded: their inactivity is counted from this migration, so
-- nobody's data is deleted sooner than the user-data period after the retention job first runs.
INSERT INTO "visitor_activity" ("owner", "last_seen_at")
SELECT DISTINCT "owner", now() FROM (
	SELECT "owner" FROM "resumes"
	UNION SELECT "owner" FROM "job_descriptions"
	UNION SELECT "owner" FROM "analyses"
	UNION SELECT "owner" FROM "candidate_profiles"
) AS "owners"
ON CONFLICT ("owner") DO NOTHING;
