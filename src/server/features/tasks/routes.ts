import { SITE_CURRENCY } from "../../../core/money";
import { desc, eq } from "drizzle-orm";
import { TASK_MESSAGES, tasksContract } from "../../../core/tasks";
import type { AppInstance } from "../../http/types";
import { tasks } from "../../db/schema";
import { HttpError, notFound } from "../../http/errors";
import { uuidOr404 } from "../../http/keyset";
import { taskPolicy } from "../../policies/task";
import { documentRowById } from "../../storage/document-records";
import { acceptDocumentStreams, admitAccountUpload, receiveRequestDocument } from "../../storage/document-upload";
import { attachDocument, createTask } from "./create";
import { findTask, listTasks, taskDetails } from "./store";
import { updateTask } from "./update";
import { billUnpaidTime } from "./bill";
import { findRequest, toPaymentRequest } from "../payments";
import { declareRoutes } from "../../http/route";

/** Tasks (Submit a Task, Task Details): the routes of core/routes/tasks.ts. */
export async function taskRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const ctx = () => ({ now: clock.now(), operatorEmail: app.business.operatorEmail(), publicUrl: config.publicUrl });
  const details = async (actor: Parameters<typeof taskDetails>[1], id: string) =>
    (await taskDetails(db, actor, id, SITE_CURRENCY, app.business.prices().hourly)) ?? notFound();
  acceptDocumentStreams(app);

  app.accountData.register({
    name: "tasks",
    export: (_db, owner) =>
      db
        .select({ id: tasks.id, title: tasks.title, description: tasks.description, urgency: tasks.urgency, status: tasks.status, adminNotes: tasks.adminNotes, hoursUsed: tasks.hoursUsed, createdAt: tasks.createdAt })
        .from(tasks)
        .where(eq(tasks.userId, owner.userId))
        .orderBy(desc(tasks.createdAt)),
    // Tasks go with the user row (ON DELETE CASCADE); their files are erased by "documents".
  });

  route.from(
    tasksContract.create,
    { deniedMessages: { unauthenticated: TASK_MESSAGES.mustSignIn } },
    async (req, reply) => {
      const actor = req.actor;
      const id = await createTask(db, actor, req.body, ctx());
      return reply.status(201).send(await details(actor, id));
    },
  );

  route.from(tasksContract.list, {}, async (req) => listTasks(db, req.actor, req.query));

  route.from(tasksContract.get, {}, async (req) => details(req.actor, uuidOr404(req.params.id)));

  route.from(
    tasksContract.update,
    {},
    async (req) => {
      const actor = req.actor;
      const id = uuidOr404(req.params.id);
      await updateTask(db, actor, id, req.body, { now: clock.now(), currency: SITE_CURRENCY, hourlyRate: app.business.prices().hourly, link: `${config.publicUrl}/dashboard/tasks`, publicUrl: config.publicUrl });
      return details(actor, id);
    },
  );

  route.from(tasksContract.bill, {}, async (req, reply) => {
    const id = await billUnpaidTime(db, req.actor, uuidOr404(req.params.id), req.body, { now: clock.now(), currency: SITE_CURRENCY, publicUrl: config.publicUrl });
    // The request as Request Payment answers it (payments' read; the one shape of a request).
    const request = (await findRequest(db, req.actor, id)) ?? notFound();
    return reply.status(201).send(toPaymentRequest(request));
  });

  route.from(
    tasksContract.attach,
    { onRequest: (req) => admitAccountUpload(app, req) },
    async (req, reply) => {
      const actor = req.actor;
      const task = (await findTask(db, actor, uuidOr404(req.params.id))) ?? notFound();
      if (!taskPolicy.canAttach(actor, task)) throw new HttpError(409, "task_closed", TASK_MESSAGES.taskClosed);
      const attach = { ...ctx(), ip: req.ip };
      const docId = await receiveRequestDocument(req, {
        store: app.storage,
        keyPrefix: "documents",
        now: attach.now,
        record: (file) => attachDocument(db, actor, task, file, attach),
      });
      return reply.status(201).send((await documentRowById(db, docId)) ?? notFound());
    },
  );
}
