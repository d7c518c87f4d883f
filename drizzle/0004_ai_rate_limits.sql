CREATE TABLE "ai_provider_blocks" (
	"provider" text PRIMARY KEY NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"strikes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_provider_usage" (
	"provider" text NOT NULL,
	"span" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_provider_usage_provider_span_window_start_pk" PRIMARY KEY("provider","span","window_start")
);
--> statement-breakpoint
CREATE TABLE "visitor_rate_limits" (
	"owner" text NOT NULL,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visitor_rate_limits_owner_kind_window_start_pk" PRIMARY KEY("owner","kind","window_start")
);
