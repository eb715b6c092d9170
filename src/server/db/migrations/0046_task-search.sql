CREATE TABLE "task_search" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"doc" text NOT NULL
);
--> statement-breakpoint
-- What the operator's task search looks in: the title and the client's email, account name and
-- profile name, apart by a control character (0x1f) no search carries, so no match spans two fields.
CREATE FUNCTION task_search_doc(title text, email text, name text, full_name text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$ SELECT concat_ws(E'\x1f', title, email, name, full_name) $$;
--> statement-breakpoint
-- Every task of one client again, after their name or email changed (a rename, an erasure's scrub).
CREATE FUNCTION task_search_refresh_user(uid text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE task_search s SET doc = task_search_doc(t.title, u.email, u.name, p.full_name)
  FROM tasks t JOIN "user" u ON u.id = t.user_id LEFT JOIN profiles p ON p.user_id = t.user_id
  WHERE t.user_id = uid AND s.task_id = t.id;
END
$$;
--> statement-breakpoint
CREATE FUNCTION task_search_task_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_search (task_id, user_id, status, created_at, doc)
  SELECT NEW.id, NEW.user_id, NEW.status, NEW.created_at, task_search_doc(NEW.title, u.email, u.name, p.full_name)
  FROM "user" u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = NEW.user_id
  ON CONFLICT (task_id) DO UPDATE SET user_id = excluded.user_id, status = excluded.status,
    created_at = excluded.created_at, doc = excluded.doc;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION task_search_client_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM task_search_refresh_user(OLD.user_id);
  ELSIF TG_TABLE_NAME = 'user' THEN
    PERFORM task_search_refresh_user(NEW.id);
  ELSE
    PERFORM task_search_refresh_user(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The triggers before the backfill: they lock the tables against writes until this migration
-- commits, so a task written meanwhile by the version still running is in the backfill's snapshot.
CREATE TRIGGER tasks_search_insert AFTER INSERT ON tasks
  FOR EACH ROW EXECUTE FUNCTION task_search_task_changed();
--> statement-breakpoint
CREATE TRIGGER tasks_search_update AFTER UPDATE OF title, status, user_id, created_at ON tasks
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION task_search_task_changed();
--> statement-breakpoint
CREATE TRIGGER user_search_update AFTER UPDATE OF name, email ON "user"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION task_search_client_changed();
--> statement-breakpoint
CREATE TRIGGER profiles_search_insert AFTER INSERT ON profiles
  FOR EACH ROW EXECUTE FUNCTION task_search_client_changed();
--> statement-breakpoint
CREATE TRIGGER profiles_search_update AFTER UPDATE OF full_name ON profiles
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name)
  EXECUTE FUNCTION task_search_client_changed();
--> statement-breakpoint
CREATE TRIGGER profiles_search_delete AFTER DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION task_search_client_changed();
--> statement-breakpoint
-- Every row from the tasks in one pass (this migration's backfill; a bulk load's too).
CREATE FUNCTION task_search_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM task_search;
  INSERT INTO task_search (task_id, user_id, status, created_at, doc)
  SELECT t.id, t.user_id, t.status, t.created_at, task_search_doc(t.title, u.email, u.name, p.full_name)
  FROM tasks t JOIN "user" u ON u.id = t.user_id LEFT JOIN profiles p ON p.user_id = t.user_id;
END
$$;
--> statement-breakpoint
SELECT task_search_rebuild();
--> statement-breakpoint
-- The indexes after the rows: one sorted build each instead of a million single inserts.
SET LOCAL maintenance_work_mem = '256MB';
--> statement-breakpoint
ALTER TABLE "task_search" ADD CONSTRAINT "task_search_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_search_created_idx" ON "task_search" USING btree ("created_at","task_id");--> statement-breakpoint
CREATE INDEX "task_search_status_created_idx" ON "task_search" USING btree ("status","created_at","task_id");--> statement-breakpoint
CREATE INDEX "task_search_user_created_idx" ON "task_search" USING btree ("user_id","created_at","task_id");--> statement-breakpoint
CREATE INDEX "task_search_doc_trgm_idx" ON "task_search" USING gin ("doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "task_search_pending_trgm_idx" ON "task_search" USING gin ("doc" gin_trgm_ops) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "task_search_in_progress_trgm_idx" ON "task_search" USING gin ("doc" gin_trgm_ops) WHERE status = 'in_progress';--> statement-breakpoint
CREATE INDEX "task_search_completed_trgm_idx" ON "task_search" USING gin ("doc" gin_trgm_ops) WHERE status = 'completed';--> statement-breakpoint
ANALYZE task_search;
