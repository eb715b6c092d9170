import { addClientSchema, deductHoursSchema } from "@core/clients";
import { paymentRequestCreateSchema, recordPaymentSchema } from "@core/payments";
import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it } from "vitest";
import { say } from "@core/i18n/messages/catalogue";

/**
 * FormDialog validates with core's schemas through zodResolver and toasts the first field's
 * message: these are the messages the product's dialogs show, in the order they show them.
 */
async function messages(schema: Parameters<typeof zodResolver>[0], values: Record<string, unknown>) {
  const resolve = zodResolver(schema as never);
  const { errors } = await resolve(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.entries(errors).map(([field, error]) => [field, say((error as { message?: string }).message ?? "", "en")]);
}

describe("core schemas as FormDialog reads them", () => {
  it("an empty amount asks to fill in the fields; 0 or three decimals is not a valid amount", async () => {
    expect(await messages(paymentRequestCreateSchema, { amount: "", description: "Lease" })).toEqual([["amount", "Please fill in all required fields"]]);
    expect(await messages(paymentRequestCreateSchema, { amount: "0", description: "Lease" })).toEqual([["amount", "Please enter a valid amount"]]);
    expect(await messages(paymentRequestCreateSchema, { amount: "12.345", description: "Lease" })).toEqual([["amount", "Please enter a valid amount"]]);
  });

  it("Deduct Hours: the hours first, then the description", async () => {
    expect((await messages(deductHoursSchema, { description: "" }))[0]).toEqual(["hours", "Please enter a valid number of hours"]);
    expect(await messages(deductHoursSchema, { hours: 1.25, description: "Call" })).toEqual([["hours", "Please enter a valid number of hours"]]);
    expect(await messages(deductHoursSchema, { hours: 1.5, description: " " })).toEqual([["description", "Please enter a description"]]);
  });

  it("Record New Payment: an empty form names the client first; prepaid hours need their hours", async () => {
    const empty = { clientId: "", amount: "", description: "", paymentType: "prepaid_hours", hours: null };
    expect((await messages(recordPaymentSchema, empty))[0]).toEqual(["clientId", "Please fill in all required fields"]);
    const filled = { clientId: "c1", amount: "140", description: "3 hours", paymentType: "prepaid_hours", hours: null };
    expect(await messages(recordPaymentSchema, filled)).toEqual([["hours", "Please specify how many hours are being purchased"]]);
  });

  it("Add New Client: an empty form asks to fill in all fields", async () => {
    expect((await messages(addClientSchema, { email: "", fullName: "", language: "en" }))[0]).toEqual(["email", "Please fill in all fields"]);
  });
});
