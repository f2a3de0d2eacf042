CREATE TABLE "ledger_lot_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lot_movements_amount_not_zero" CHECK ("ledger_lot_movements"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_usd_cents" integer NOT NULL,
	"product_name" text NOT NULL,
	"customer_email" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "sandbox_checkout_sessions_status_valid" CHECK (status in ('open', 'complete', 'expired')),
	CONSTRAINT "sandbox_checkout_sessions_amount_positive" CHECK ("sandbox_checkout_sessions"."amount_usd_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "ledger_lot_movements" ADD CONSTRAINT "ledger_lot_movements_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lot_movements" ADD CONSTRAINT "ledger_lot_movements_lot_id_token_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."token_lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_lot_movements_entry_idx" ON "ledger_lot_movements" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_lot_movements_lot_idx" ON "ledger_lot_movements" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "sandbox_checkout_sessions_open_idx" ON "sandbox_checkout_sessions" USING btree ("expires_at") WHERE "sandbox_checkout_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "ledger_entries_user_seq_idx" ON "ledger_entries" USING btree ("user_id","seq" DESC NULLS LAST);