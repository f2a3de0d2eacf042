ALTER TABLE "runs" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "runs_api_key_created_idx" ON "runs" USING btree ("api_key_id","created_at") WHERE api_key_id is not null;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "monthly_token_cap" integer;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_monthly_token_cap_non_negative" CHECK (monthly_token_cap is null or monthly_token_cap >= 0);
