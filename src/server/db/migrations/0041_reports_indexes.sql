CREATE INDEX "hours_ledger_created_idx" ON "hours_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "refunds_settled_idx" ON "refunds" USING btree ("settled_at") WHERE status = 'succeeded';--> statement-breakpoint
CREATE INDEX "refunds_credit_note_idx" ON "refunds" USING btree ("credit_note_issued_at") WHERE credit_note_issued_at is not null;--> statement-breakpoint
CREATE INDEX "appointments_confirmed_idx" ON "appointments" USING btree ("confirmed_at") WHERE confirmed_at is not null;