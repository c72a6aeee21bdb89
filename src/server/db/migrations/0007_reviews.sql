CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"host_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"stay_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"guest_name" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_stay_id_bookings_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_stay_idx" ON "reviews" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "reviews_unit_time_idx" ON "reviews" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_host_seen_idx" ON "reviews" USING btree ("host_id","seen_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5);
