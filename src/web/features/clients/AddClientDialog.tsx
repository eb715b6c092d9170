import { UserPlus } from "lucide-react";
import { toast } from "@web/ui/toast";
import { Button } from "@web/ui/button";
import { FormDialog } from "@web/ui/form-dialog";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { useCreateClient } from "./api";
import type { ClientsCopy } from "./copy";

const TOAST_ID = "add-client";

/** Add New Client (spec §5): a verified account with a temporary password, welcomed by email. */
export function AddClientDialog({ copy }: { copy: ClientsCopy }) {
  const create = useCreateClient();
  const a = copy.add;

  return (
    <FormDialog
      schema={() => import("@core/clients").then((m) => m.addClientSchema)}
      defaultValues={{ email: "", fullName: "", temporaryPassword: "" }}
      trigger={
        <Button>
          <UserPlus aria-hidden="true" />
          {a.button}
        </Button>
      }
      title={a.title}
      description={a.lead}
      cancelLabel={a.cancel}
      submitLabel={a.submit}
      submitIcon={<UserPlus aria-hidden="true" />}
      toastId={TOAST_ID}
      onSubmit={async (values) => {
        toast.info(copy.messages.creating, { id: TOAST_ID });
        await create.mutateAsync(values);
        toast.success(copy.messages.added, { id: TOAST_ID });
      }}
      failure={(err) => ({ toast: copy.messages.addFailed(err instanceof Error ? err.message : String(err)) })}
    >
      {({ control, error }) => (
        <>
          <FormField id="client-email" label={a.email} error={error("email")}>
            <Input type="email" autoComplete="off" aria-required {...control("client-email", "email")} />
          </FormField>
          <FormField id="client-name" label={a.fullName} error={error("fullName")}>
            <Input autoComplete="off" aria-required {...control("client-name", "fullName")} />
          </FormField>
          <FormField id="client-password" label={a.password} error={error("temporaryPassword")}>
            <Input type="text" autoComplete="new-password" aria-required {...control("client-password", "temporaryPassword")} />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
