CREATE TABLE "user_interactions" (
	"host_id" uuid NOT NULL,
	"interaction_type" text NOT NULL,
	"interacted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_interactions_host_id_interaction_type_pk" PRIMARY KEY("host_id","interaction_type")
);
--> statement-breakpoint
CREATE TABLE "user_tasks" (
	"host_id" uuid NOT NULL,
	"task_type" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tasks_host_id_task_type_pk" PRIMARY KEY("host_id","task_type")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booking_type" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source_request_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_message" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decision_sub_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decision_explanation" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decision_message" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "conversation_id" text;--> statement-breakpoint
ALTER TABLE "user_interactions" ADD CONSTRAINT "user_interactions_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_lifecycle_idx" ON "bookings" USING btree ("kind","status","check_out");--> statement-breakpoint
CREATE INDEX "bookings_expiry_idx" ON "bookings" USING btree ("kind","status","expiration_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_source_request_idx" ON "bookings" USING btree ("source_request_id");--> statement-breakpoint
-- The no-double-booking rule now also covers confirmed inquiries (HC §4: a confirmed inquiry
-- holds its nights like a booking), so confirming either kind races safely: the loser of
-- concurrent confirms gets SQLSTATE 23P01, answered with 409.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_double_booking";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_double_booking" EXCLUDE USING gist ("unit_id" WITH =, daterange("check_in", "check_out") WITH &&) WHERE (("kind" = 'booking' AND "status" <> 'CANCELLED') OR ("kind" = 'inquiry' AND "status" IN ('confirmed', 'in_review_collection', 'review_collected', 'no_review_collected')));
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_request_fk" FOREIGN KEY ("source_request_id") REFERENCES "bookings"("id") ON DELETE set null;
