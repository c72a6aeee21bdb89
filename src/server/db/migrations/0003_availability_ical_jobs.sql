CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"host_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" integer NOT NULL,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"total_amount" double precision NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"quote" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expiration_time" timestamp with time zone,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "external_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"feed_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"summary" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ical_feeds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"event_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "unit_blocks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "ical_export_token" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_events" ADD CONSTRAINT "external_events_feed_id_ical_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."ical_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_events" ADD CONSTRAINT "external_events_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_events" ADD CONSTRAINT "external_events_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_blocks" ADD CONSTRAINT "unit_blocks_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_blocks" ADD CONSTRAINT "unit_blocks_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_unit_dates_idx" ON "bookings" USING btree ("unit_id","check_in","check_out");--> statement-breakpoint
CREATE INDEX "bookings_host_idx" ON "bookings" USING btree ("host_id","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "external_events_feed_uid_idx" ON "external_events" USING btree ("feed_id","uid");--> statement-breakpoint
CREATE INDEX "external_events_unit_dates_idx" ON "external_events" USING btree ("unit_id","date_from","date_to");--> statement-breakpoint
CREATE INDEX "ical_feeds_unit_idx" ON "ical_feeds" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("queue","run_at");--> statement-breakpoint
CREATE INDEX "unit_blocks_unit_dates_idx" ON "unit_blocks" USING btree ("unit_id","date_from","date_to");--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_ical_export_token_unique" UNIQUE("ical_export_token");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- No two active bookings of one unit share a night, whatever the timing of concurrent confirms:
-- the loser of a race gets SQLSTATE 23P01, which the API answers with 409.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_double_booking" EXCLUDE USING gist ("unit_id" WITH =, daterange("check_in", "check_out") WITH &&) WHERE ("kind" = 'booking' AND "status" <> 'CANCELLED');
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dates_order" CHECK ("check_out" > "check_in");
--> statement-breakpoint
ALTER TABLE "unit_blocks" ADD CONSTRAINT "unit_blocks_no_overlap" EXCLUDE USING gist ("unit_id" WITH =, daterange("date_from", "date_to") WITH &&);
--> statement-breakpoint
ALTER TABLE "unit_blocks" ADD CONSTRAINT "unit_blocks_dates_order" CHECK ("date_to" > "date_from");
--> statement-breakpoint
ALTER TABLE "external_events" ADD CONSTRAINT "external_events_dates_order" CHECK ("date_to" > "date_from");
