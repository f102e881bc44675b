CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"every_seconds" integer NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_succeeded_at" timestamp with time zone,
	"failures_in_a_row" integer DEFAULT 0 NOT NULL,
	"last_failure" text,
	"runs" integer DEFAULT 0 NOT NULL
);
