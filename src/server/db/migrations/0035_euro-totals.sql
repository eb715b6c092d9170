ALTER TABLE "payment_totals" ADD COLUMN "amount_eur" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The euro: every sum over payments counts BGN in euro, each payment converted on its own at
-- 1.95583, half up to the cent (docs/decisions/euro.md; numeric's round() rounds half away from
-- zero, and no amount of stotinki lands exactly on a half cent). The trigger keeps amount_eur
-- beside amount; the backfill converts what is there.
CREATE OR REPLACE FUNCTION payment_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE payment_totals SET amount = amount - OLD.amount, n = n - 1,
        amount_eur = amount_eur - CASE WHEN OLD.currency = 'BGN' THEN round(OLD.amount::numeric * 100000 / 195583)::bigint ELSE OLD.amount END
      WHERE user_key = coalesce(OLD.user_id, '') AND currency = OLD.currency AND completed = (OLD.provider_payment_id IS NOT NULL);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO payment_totals (user_key, currency, completed, amount, amount_eur, n)
      VALUES (coalesce(NEW.user_id, ''), NEW.currency, NEW.provider_payment_id IS NOT NULL, NEW.amount,
        CASE WHEN NEW.currency = 'BGN' THEN round(NEW.amount::numeric * 100000 / 195583)::bigint ELSE NEW.amount END, 1)
      ON CONFLICT (user_key, currency, completed) DO UPDATE SET amount = payment_totals.amount + excluded.amount,
        amount_eur = payment_totals.amount_eur + excluded.amount_eur, n = payment_totals.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE payment_totals t SET amount_eur = coalesce((
  SELECT sum(CASE WHEN p.currency = 'BGN' THEN round(p.amount::numeric * 100000 / 195583)::bigint ELSE p.amount END)
  FROM payments p
  WHERE coalesce(p.user_id, '') = t.user_key AND p.currency = t.currency AND (p.provider_payment_id IS NOT NULL) = t.completed
), 0);
