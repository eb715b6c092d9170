import { LoaderCircle, UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "@web/ui/toast";
import { Button } from "@web/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/ui/dialog";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { useCreateClient } from "./api";
import type { ClientsCopy } from "./copy";

const TOAST_ID = "add-client";
const EMPTY = { email: "", fullName: "", password: "" };

/** Add New Client (spec §5): a verified account with a temporary password, welcomed by email. */
export function AddClientDialog({ copy }: { copy: ClientsCopy }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [missing, setMissing] = useState(false);
  const create = useCreateClient();
  const a = copy.add;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.email.trim() || !form.fullName.trim() || !form.password) {
      setMissing(true);
      toast.error(copy.messages.required, { id: TOAST_ID });
      return;
    }
    toast.info(copy.messages.creating, { id: TOAST_ID });
    try {
      await create.mutateAsync({ email: form.email.trim(), fullName: form.fullName.trim(), temporaryPassword: form.password });
    } catch (err) {
      toast.error(copy.messages.addFailed(err instanceof Error ? err.message : String(err)), { id: TOAST_ID });
      return;
    }
    toast.success(copy.messages.added, { id: TOAST_ID });
    setForm(EMPTY);
    setMissing(false);
    setOpen(false);
  };

  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    "aria-required": true as const,
    "aria-invalid": missing && !form[key].trim() ? true : undefined,
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (create.isPending) return;
        setOpen(next);
        if (!next) {
          setForm(EMPTY);
          setMissing(false);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          {a.button}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={a.cancel}>
        <DialogHeader>
          <DialogTitle>{a.title}</DialogTitle>
          <DialogDescription>{a.lead}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={create.isPending}>
          <fieldset disabled={create.isPending} className="grid gap-4">
            <FormField id="client-email" label={a.email}>
              <Input id="client-email" type="email" autoComplete="off" {...field("email")} />
            </FormField>
            <FormField id="client-name" label={a.fullName}>
              <Input id="client-name" autoComplete="off" {...field("fullName")} />
            </FormField>
            <FormField id="client-password" label={a.password}>
              <Input id="client-password" type="text" autoComplete="new-password" {...field("password")} />
            </FormField>
          </fieldset>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={create.isPending}>
                {a.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
              {a.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
