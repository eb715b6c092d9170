CREATE TABLE "earned_days" (
	"day_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"day_end" timestamp with time zone NOT NULL,
	"earned" bigint NOT NULL,
	"bgn" bigint NOT NULL
);
--> statement-breakpoint
-- The kept days are sums of payments, refunds, hours drawn (priced by the hourly price in force)
-- and orders' tips and lines. A change to any of those rows drops every kept day that ends after
-- the moment the row counts at: a day's sum reads only rows of that day and earlier ones (a refund
-- reads its payment and earlier refunds, an hour the price then in force), never later ones.
-- Writers take a shared lock and the summing transaction an exclusive one
-- (features/reports/earned-days.ts): a day is never kept from a read that missed a write in flight.
CREATE FUNCTION earned_days_drop_from(changed timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changed IS NULL THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('earned_days', 0));
  DELETE FROM earned_days WHERE day_end > changed;
END $$;
--> statement-breakpoint
CREATE FUNCTION earned_days_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text := TG_ARGV[0];
  before_at timestamptz;
  after_at timestamptz;
BEGIN
  IF TG_OP <> 'INSERT' THEN EXECUTE format('SELECT ($1).%I', col) INTO before_at USING OLD; END IF;
  IF TG_OP <> 'DELETE' THEN EXECUTE format('SELECT ($1).%I', col) INTO after_at USING NEW; END IF;
  PERFORM earned_days_drop_from(least(before_at, after_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION earned_days_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM earned_days_drop_from((SELECT min(p.created_at) FROM payments p WHERE p.order_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION earned_days_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('earned_days', 0));
  DELETE FROM earned_days;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_earned_days AFTER INSERT OR DELETE OR UPDATE OF amount, currency, payment_type, order_id, created_at ON payments FOR EACH ROW EXECUTE FUNCTION earned_days_row_changed('created_at');
--> statement-breakpoint
CREATE TRIGGER refunds_earned_days AFTER INSERT OR DELETE OR UPDATE OF amount, currency, status, settled_at, payment_id ON refunds FOR EACH ROW EXECUTE FUNCTION earned_days_row_changed('settled_at');
--> statement-breakpoint
CREATE TRIGGER hours_ledger_earned_days AFTER INSERT OR DELETE OR UPDATE OF hours, reason, created_at ON hours_ledger FOR EACH ROW EXECUTE FUNCTION earned_days_row_changed('created_at');
--> statement-breakpoint
CREATE TRIGGER prices_earned_days AFTER INSERT OR DELETE OR UPDATE OF item, amount, effective_from ON prices FOR EACH ROW EXECUTE FUNCTION earned_days_row_changed('effective_from');
--> statement-breakpoint
CREATE TRIGGER orders_earned_days AFTER UPDATE OF tip, items ON orders FOR EACH ROW WHEN (OLD.tip IS DISTINCT FROM NEW.tip OR OLD.items IS DISTINCT FROM NEW.items) EXECUTE FUNCTION earned_days_order_changed();
--> statement-breakpoint
CREATE TRIGGER payments_earned_days_truncate AFTER TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION earned_days_clear();
--> statement-breakpoint
CREATE TRIGGER refunds_earned_days_truncate AFTER TRUNCATE ON refunds FOR EACH STATEMENT EXECUTE FUNCTION earned_days_clear();
--> statement-breakpoint
CREATE TRIGGER hours_ledger_earned_days_truncate AFTER TRUNCATE ON hours_ledger FOR EACH STATEMENT EXECUTE FUNCTION earned_days_clear();
--> statement-breakpoint
CREATE TRIGGER prices_earned_days_truncate AFTER TRUNCATE ON prices FOR EACH STATEMENT EXECUTE FUNCTION earned_days_clear();
