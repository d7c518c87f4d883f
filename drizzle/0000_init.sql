CREATE TABLE "analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"resume_id" integer,
	"job_description_id" integer,
	"overall_score" integer NOT NULL,
	"skills_score" integer NOT NULL,
	"keywords_score" integer NOT NULL,
	"experience_score" integer NOT NULL,
	"suggestions" json NOT NULL,
	"skills_analysis" json NOT NULL,
	"optimized_text" text,
	"created_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "candidate_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"user_id" text NOT NULL,
	"extracted_data" json,
	"preferences" json,
	"last_resume_update" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now(),
	"updated_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "job_descriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"description" text NOT NULL,
	"url" text,
	"company_url" text,
	"company_research" json,
	"created_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "resume_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"resume_id" integer NOT NULL,
	"type" text,
	"title" text,
	"content" text[] NOT NULL,
	"original_order" integer,
	"start_line" integer,
	"end_line" integer,
	"is_modified" boolean DEFAULT false,
	"modified_content" text[],
	"created_at" timestamp with time zone DEFAULT now(),
	"updated_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"user_id" text,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_type" text NOT NULL,
	"original_text" text NOT NULL,
	"structured_data" text,
	"uploaded_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"created_at" timestamp with time zone DEFAULT now(),
	"updated_at" timestamp with time zone DEFAULT now(),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_job_description_id_job_descriptions_id_fk" FOREIGN KEY ("job_description_id") REFERENCES "public"."job_descriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_sections" ADD CONSTRAINT "resume_sections_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_owner_idx" ON "analyses" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "candidate_profiles_owner_idx" ON "candidate_profiles" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "job_descriptions_owner_idx" ON "job_descriptions" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "resume_sections_resume_idx" ON "resume_sections" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "resumes_owner_idx" ON "resumes" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");