CREATE TABLE "billing_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_bank_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"holder_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"country_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text DEFAULT 'host' NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_onboarding" (
	"host_id" uuid PRIMARY KEY NOT NULL,
	"individual_details" jsonb,
	"business_details" jsonb,
	"owners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completed_sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plan_id" text,
	"unit_id" uuid,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"internal_status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"cancellation_scheduled" boolean DEFAULT false NOT NULL,
	"cancel_reason" text,
	"quotas" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider" text DEFAULT 'built-in' NOT NULL,
	"provider_ref" text,
	"hosted_page_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_host_id_unique" UNIQUE("host_id")
);
--> statement-breakpoint
CREATE TABLE "unit_boosts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"coins" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "kyc_status" text DEFAULT 'not_started' NOT NULL;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "kyc_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "commercial_model_plan" text;--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_bank_accounts" ADD CONSTRAINT "host_bank_accounts_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_documents" ADD CONSTRAINT "host_documents_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_onboarding" ADD CONSTRAINT "host_onboarding_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_changes" ADD CONSTRAINT "subscription_changes_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_changes" ADD CONSTRAINT "subscription_changes_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_boosts" ADD CONSTRAINT "unit_boosts_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_boosts" ADD CONSTRAINT "unit_boosts_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_events_host_idx" ON "billing_events" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "host_bank_accounts_host_idx" ON "host_bank_accounts" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "host_documents_host_idx" ON "host_documents" USING btree ("host_id","kind");--> statement-breakpoint
CREATE INDEX "subscription_changes_host_idx" ON "subscription_changes" USING btree ("host_id","effective_at");--> statement-breakpoint
CREATE INDEX "unit_boosts_unit_idx" ON "unit_boosts" USING btree ("unit_id","starts_at");--> statement-breakpoint
CREATE INDEX "unit_boosts_host_idx" ON "unit_boosts" USING btree ("host_id");