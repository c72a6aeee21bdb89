CREATE TABLE "client_errors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"host_id" uuid,
	"status" integer NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"correlation_id" text,
	"page_path" text NOT NULL,
	"message_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"host_id" uuid,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text NOT NULL,
	"route_pattern" text NOT NULL,
	"target" text,
	"navigation_type" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_errors" ADD CONSTRAINT "client_errors_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_vitals" ADD CONSTRAINT "web_vitals_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_errors_at_idx" ON "client_errors" USING btree ("at");--> statement-breakpoint
CREATE INDEX "web_vitals_at_idx" ON "web_vitals" USING btree ("at");