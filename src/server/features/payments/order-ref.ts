/** An order's short reference, as the buyer and the operator see it ("3F2A9C01"). */
export const orderRef = (orderId: string) => orderId.slice(0, 8).toUpperCase();
