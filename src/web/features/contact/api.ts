import type { Contact, contactContract } from "@core/contact";
import { contactRoutes } from "@core/routes/contact";
import { useMutation } from "@tanstack/react-query";
import { client } from "@web/lib/api";

const contactApi = client<typeof contactContract>(contactRoutes);

/** Sends the form with the same schema's output the server validates. */
export function useSendContact() {
  return useMutation({
    mutationFn: (input: Contact) => contactApi.send({ body: input }),
  });
}
