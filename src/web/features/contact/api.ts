import type { Contact } from "@core/contact";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@web/lib/api";

const ContactResponse = z.object({ id: z.string(), message: z.string() });

/** POST /api/contact with the same schema's output the server validates. */
export function useSendContact() {
  return useMutation({
    mutationFn: (input: Contact) => api.post("/api/contact", input, { schema: ContactResponse }),
  });
}
