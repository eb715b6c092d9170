-- Keeps task_status_counts (tasks per client per status) in step with tasks, in the same
-- transaction as every insert, status change and delete (cascades included), so the tab
-- badges never count the whole table. Backfills existing tasks once.
CREATE FUNCTION task_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE task_status_counts SET n = n - 1 WHERE user_id = OLD.user_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO task_status_counts (user_id, status, n) VALUES (NEW.user_id, NEW.status, 1)
    ON CONFLICT (user_id, status) DO UPDATE SET n = task_status_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_status_counts AFTER INSERT OR DELETE OR UPDATE OF status, user_id ON tasks
  FOR EACH ROW EXECUTE FUNCTION task_status_counts_apply();
--> statement-breakpoint
INSERT INTO task_status_counts (user_id, status, n)
  SELECT user_id, status, count(*) FROM tasks GROUP BY user_id, status
  ON CONFLICT (user_id, status) DO UPDATE SET n = excluded.n;
