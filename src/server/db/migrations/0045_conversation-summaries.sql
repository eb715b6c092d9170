CREATE TABLE "conversation_summaries" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_message_id" uuid NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"unanswered" integer DEFAULT 0 NOT NULL,
	"waiting_since" timestamp with time zone,
	"due_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "task_status_totals" (
	"status" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_summaries" ADD CONSTRAINT "conversation_summaries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_summaries_last_idx" ON "conversation_summaries" USING btree ("last_at","last_message_id");--> statement-breakpoint
CREATE INDEX "conversation_summaries_unread_idx" ON "conversation_summaries" USING btree ("last_at","last_message_id") WHERE unread > 0;--> statement-breakpoint
CREATE INDEX "conversation_summaries_waiting_idx" ON "conversation_summaries" USING btree ("last_at","last_message_id") WHERE waiting_since is not null;--> statement-breakpoint
CREATE INDEX "conversation_summaries_due_idx" ON "conversation_summaries" USING btree ("due_at","user_id") WHERE waiting_since is not null;--> statement-breakpoint
-- The operator's Messages list reads one conversation_summaries row per client on its page.
-- Every statement that writes messages recomputes the summary of each client it touched,
-- from that client's messages alone (an index range), in the same transaction. A lock per
-- client first: a concurrent writer's recompute then starts after this one commits and sees
-- its messages (each statement of the function takes a fresh snapshot).
CREATE FUNCTION conversation_summaries_refresh(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('conversation_summary:' || id, 0)) FROM (SELECT DISTINCT unnest(ids) AS id ORDER BY 1) AS t;
  DELETE FROM conversation_summaries s WHERE s.user_id = ANY (ids)
    AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.user_id = s.user_id);
  INSERT INTO conversation_summaries (user_id, last_message_id, last_at, unread, unanswered, waiting_since, due_at)
  SELECT c.id, l.id, l.created_at, a.unread, a.unanswered, a.waiting_since, a.due_at
  FROM (SELECT DISTINCT unnest(ids) AS id) AS c
  CROSS JOIN LATERAL (SELECT m.id, m.created_at FROM messages m WHERE m.user_id = c.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1) AS l
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE m.sender = 'client' AND NOT m.is_read)::int AS unread,
      count(*) FILTER (WHERE m.sender = 'client' AND m.answered_at IS NULL)::int AS unanswered,
      min(m.created_at) FILTER (WHERE m.sender = 'client' AND m.answered_at IS NULL) AS waiting_since,
      min(coalesce(m.due_at, m.created_at + interval '24 hours')) FILTER (WHERE m.sender = 'client' AND m.answered_at IS NULL) AS due_at
    FROM messages m WHERE m.user_id = c.id
  ) AS a
  ON CONFLICT (user_id) DO UPDATE SET last_message_id = excluded.last_message_id, last_at = excluded.last_at,
    unread = excluded.unread, unanswered = excluded.unanswered, waiting_since = excluded.waiting_since, due_at = excluded.due_at;
END
$$;
--> statement-breakpoint
CREATE FUNCTION conversation_summaries_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM conversation_summaries_refresh(array(SELECT DISTINCT user_id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION conversation_summaries_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM conversation_summaries_refresh(array(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION conversation_summaries_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM conversation_summaries_refresh(array(SELECT DISTINCT user_id FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER messages_summary_insert AFTER INSERT ON messages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversation_summaries_after_insert();
--> statement-breakpoint
CREATE TRIGGER messages_summary_update AFTER UPDATE ON messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversation_summaries_after_update();
--> statement-breakpoint
CREATE TRIGGER messages_summary_delete AFTER DELETE ON messages REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversation_summaries_after_delete();
--> statement-breakpoint
-- Every summary from the messages in one pass (this migration's backfill; a bulk load's too).
CREATE FUNCTION conversation_summaries_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM conversation_summaries;
  INSERT INTO conversation_summaries (user_id, last_message_id, last_at, unread, unanswered, waiting_since, due_at)
  SELECT l.user_id, l.id, l.created_at, a.unread, a.unanswered, a.waiting_since, a.due_at
  FROM (SELECT DISTINCT ON (user_id) user_id, id, created_at FROM messages ORDER BY user_id, created_at DESC, id DESC) AS l
  JOIN (
    SELECT user_id, count(*) FILTER (WHERE sender = 'client' AND NOT is_read)::int AS unread,
      count(*) FILTER (WHERE sender = 'client' AND answered_at IS NULL)::int AS unanswered,
      min(created_at) FILTER (WHERE sender = 'client' AND answered_at IS NULL) AS waiting_since,
      min(coalesce(due_at, created_at + interval '24 hours')) FILTER (WHERE sender = 'client' AND answered_at IS NULL) AS due_at
    FROM messages GROUP BY user_id
  ) AS a ON a.user_id = l.user_id;
END
$$;
--> statement-breakpoint
SELECT conversation_summaries_rebuild();
--> statement-breakpoint
-- The per-client task counts' trigger keeps the totals over every client too (one row per status).
CREATE OR REPLACE FUNCTION task_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE task_status_counts SET n = n - 1 WHERE user_id = OLD.user_id AND status = OLD.status;
    UPDATE task_status_totals SET n = n - 1 WHERE status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO task_status_counts (user_id, status, n) VALUES (NEW.user_id, NEW.status, 1)
    ON CONFLICT (user_id, status) DO UPDATE SET n = task_status_counts.n + 1;
    INSERT INTO task_status_totals (status, n) VALUES (NEW.status, 1)
    ON CONFLICT (status) DO UPDATE SET n = task_status_totals.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO task_status_totals (status, n) SELECT status, count(*) FROM tasks GROUP BY status;
