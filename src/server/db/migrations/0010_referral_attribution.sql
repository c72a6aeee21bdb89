ALTER TABLE "hosts" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "identity_accounts" ADD COLUMN "referred_by_code" text;--> statement-breakpoint
CREATE INDEX "hosts_referral_code_idx" ON "hosts" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "identity_accounts_referred_by_code_idx" ON "identity_accounts" USING btree ("referred_by_code");