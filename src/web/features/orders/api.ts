import type { OrderConvertTaskInput, OrderLinkClientInput, OrderListQuery, OrderStatusInput, ordersContract } from "@core/orders";
import { ORDER_FILTERS } from "@core/orders-constants";
import { ordersRoutes } from "@core/routes/orders";
import { client } from "@web/lib/api";
import { pagedList, useDetail } from "@web/lib/list-query";
import { useRefreshingMutation } from "@web/lib/mutation";
import { param, urlSchema } from "@web/ui/url-state";

export const ORDERS_KEY = ["orders"] as const;
const ordersApi = client<typeof ordersContract>(ordersRoutes);

/** The inbox's URL: the status tab (plus the cursor, and `id`, the open order). */
export const ordersUrl = urlSchema({ status: param.oneOf(ORDER_FILTERS, "all") });

const orderPages = pagedList(ORDERS_KEY, (query: OrderListQuery, signal) => ordersApi.list({ query, signal }));
export const ordersQueryOptions = orderPages.options;
export const useOrders = orderPages.useList;

export const useOrder = (id: string | null) => useDetail(ORDERS_KEY, id, (itemId, signal) => ordersApi.get({ params: { id: itemId }, signal }));

/** Every action answers the updated order; the list, the dashboard and the clients/tasks/payments screens refresh. */
const useAction = <I, O>(request: (input: I) => Promise<O>) => useRefreshingMutation(request, [["orders"], ["dashboard"], ["clients"], ["tasks"], ["payments"]]);

export const useSetOrderStatus = (id: string) => useAction((input: OrderStatusInput) => ordersApi.setStatus({ params: { id }, body: input }));
export const useLinkClient = (id: string) => useAction((input: OrderLinkClientInput) => ordersApi.linkClient({ params: { id }, body: input }));
export const useConvertOrder = (id: string) => useAction((input: OrderConvertTaskInput) => ordersApi.convertToTask({ params: { id }, body: input }));
