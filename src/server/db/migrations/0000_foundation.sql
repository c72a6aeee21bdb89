CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"host_id" uuid,
	"staff_id" uuid,
	"action" text NOT NULL,
	"target" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "hosts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"type" text DEFAULT 'individual' NOT NULL,
	"commercial_model" text DEFAULT 'subscription' NOT NULL,
	"bidding_tag" integer,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"alias" text,
	"company_name" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"onboarding_status" text DEFAULT 'in_progress' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"kyc_initiated" boolean DEFAULT false NOT NULL,
	"account_source" text DEFAULT 'portal' NOT NULL,
	"inbox_mode" text DEFAULT 'Inbox' NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"host_profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_urls" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosts_subject_unique" UNIQUE("subject")
);
--> statement-breakpoint
CREATE TABLE "identity_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"given_name" text DEFAULT '' NOT NULL,
	"family_name" text DEFAULT '' NOT NULL,
	"account_type" text DEFAULT 'individual' NOT NULL,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"property_type" text NOT NULL,
	"accommodation_type" text,
	"title" text,
	"description" text,
	"restaurant_description" text,
	"special_offer_description" text,
	"location" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_day_prices" (
	"host_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"day" date NOT NULL,
	"price" double precision,
	"minimal_length_of_stay" integer,
	"maximal_length_of_stay" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_day_prices_unit_id_day_pk" PRIMARY KEY("unit_id","day")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"title" text,
	"description" text,
	"guests" integer,
	"property_size" double precision,
	"property_size_measurement_unit" text DEFAULT 'metric' NOT NULL,
	"rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancellation_policy" text,
	"booking_type" text,
	"calendar_status" text DEFAULT 'NEUTRAL' NOT NULL,
	"price_configuration" jsonb,
	"regional_requirements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"promotions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"calendar_verification" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_day_prices" ADD CONSTRAINT "unit_day_prices_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_day_prices" ADD CONSTRAINT "unit_day_prices_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_host_idx" ON "audit_log" USING btree ("host_id","at");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "properties_host_idx" ON "properties" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "unit_day_prices_host_idx" ON "unit_day_prices" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "units_host_idx" ON "units" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "units_property_idx" ON "units" USING btree ("property_id","created_at");