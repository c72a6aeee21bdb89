CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"staff_id" uuid,
	"topic" text NOT NULL,
	"body" text NOT NULL,
	"page_id" text,
	"property_unit_id" uuid,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "guest_preferences" jsonb;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_property_unit_id_units_id_fk" FOREIGN KEY ("property_unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_host_idx" ON "support_messages" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "support_messages_open_idx" ON "support_messages" USING btree ("handled_at","created_at");