CREATE TABLE "fraud_signals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"signals" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_images" (
	"host_id" uuid PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"image" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "billing_tag" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "billing_details" jsonb;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "kyc_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "kyc_reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "kyc_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "review_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "fraud_signals" ADD CONSTRAINT "fraud_signals_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_images" ADD CONSTRAINT "host_images_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fraud_signals_session_idx" ON "fraud_signals" USING btree ("host_id","session_id");--> statement-breakpoint
CREATE INDEX "units_status_idx" ON "units" USING btree ("status");