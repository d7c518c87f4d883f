CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"path" text,
	"minute" timestamp with time zone NOT NULL,
	"session_marker" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_request_counts" (
	"minute" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status" integer NOT NULL,
	"error_class" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"total_ms" double precision NOT NULL,
	"max_ms" double precision NOT NULL,
	CONSTRAINT "monitoring_request_counts_minute_method_route_status_error_class_pk" PRIMARY KEY("minute","method","route","status","error_class")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_minute_idx" ON "analytics_events" USING btree ("minute");--> statement-breakpoint
CREATE INDEX "analytics_events_marker_minute_idx" ON "analytics_events" USING btree ("session_marker","minute");--> statement-breakpoint
CREATE INDEX "monitoring_request_counts_minute_idx" ON "monitoring_request_counts" USING btree ("minute");