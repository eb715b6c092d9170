import { said, type Said } from "../../http/errors";
import { ORDER_MESSAGES as M, ordersContract } from "../../../core/orders";
import type { Actor } from "../../http/access";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { convertOrderToTask, linkOrderClient, setOrderStatus } from "./actions";
import { listOrders, orderDetails } from "./store";

/** The Orders inbox (core/routes/orders.ts): the operator's every order, a member's own. */
export async function ordersRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const result = async (actor: Actor, message: Said, id: string) => ({ ...said(message), order: await orderDetails(db, actor, id) });

  route.from(ordersContract.list, {}, async (req) => listOrders(db, req.actor, req.query));

  route.from(ordersContract.get, {}, async (req) => orderDetails(db, req.actor, req.params.id));

  route.from(ordersContract.setStatus, {}, async (req) => {
    await setOrderStatus(db, req.actor, req.params.id, req.body.status, clock.now());
    return result(req.actor, M.statusChanged, req.params.id);
  });

  route.from(ordersContract.linkClient, {}, async (req, reply) => {
    const { created } = await linkOrderClient(db, req.actor, req.params.id, req.body, { now: clock.now(), publicUrl: config.publicUrl });
    return reply.status(created ? 201 : 200).send(await result(req.actor, created ? M.clientCreated : M.clientLinked, req.params.id));
  });

  route.from(ordersContract.convertToTask, {}, async (req, reply) => {
    await convertOrderToTask(db, req.actor, req.params.id, req.body, clock.now());
    return reply.status(201).send(await result(req.actor, M.convertedToTask, req.params.id));
  });
}
