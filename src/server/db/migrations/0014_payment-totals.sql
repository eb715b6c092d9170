CREATE TABLE "payment_totals" (
	"user_key" text NOT NULL,
	"currency" text NOT NULL,
	"completed" boolean NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_totals_user_key_currency_completed_pk" PRIMARY KEY("user_key","currency","completed")
);
--> statement-breakpoint
-- Keeps payment_totals in step with payments, in the same transaction as every insert,
-- change of client, amount, currency or state, and delete (a deleted account's payments
-- move to '' by ON DELETE SET NULL, an UPDATE of user_id). Backfills existing payments once.
CREATE FUNCTION payment_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE payment_totals SET amount = amount - OLD.amount, n = n - 1
      WHERE user_key = coalesce(OLD.user_id, '') AND currency = OLD.currency AND completed = (OLD.provider_payment_id IS NOT NULL);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO payment_totals (user_key, currency, completed, amount, n)
      VALUES (coalesce(NEW.user_id, ''), NEW.currency, NEW.provider_payment_id IS NOT NULL, NEW.amount, 1)
      ON CONFLICT (user_key, currency, completed) DO UPDATE SET amount = payment_totals.amount + excluded.amount, n = payment_totals.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payments_totals AFTER INSERT OR DELETE OR UPDATE OF user_id, amount, currency, provider_payment_id ON payments
  FOR EACH ROW EXECUTE FUNCTION payment_totals_apply();
--> statement-breakpoint
INSERT INTO payment_totals (user_key, currency, completed, amount, n)
  SELECT coalesce(user_id, ''), currency, provider_payment_id IS NOT NULL, sum(amount), count(*) FROM payments
  GROUP BY 1, 2, 3
  ON CONFLICT (user_key, currency, completed) DO UPDATE SET amount = excluded.amount, n = excluded.n;
