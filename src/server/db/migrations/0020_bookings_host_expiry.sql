DROP INDEX "bookings_host_idx";--> statement-breakpoint
CREATE INDEX "bookings_host_idx" ON "bookings" USING btree ("host_id","kind","status","expiration_time");