CREATE TABLE "resume_version_files" (
	"version_id" integer PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"resume_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"extracted_text" text NOT NULL,
	"warnings" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_version_files" ADD CONSTRAINT "resume_version_files_version_id_resume_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."resume_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_versions" ADD CONSTRAINT "resume_versions_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resume_versions_resume_version_idx" ON "resume_versions" USING btree ("resume_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_versions_one_active_idx" ON "resume_versions" USING btree ("resume_id") WHERE "resume_versions"."is_active";--> statement-breakpoint
CREATE INDEX "resume_versions_owner_idx" ON "resume_versions" USING btree ("owner");