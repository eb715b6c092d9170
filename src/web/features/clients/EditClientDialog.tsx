import { type ClientEditInput, clientEditSchema } from "@core/clients";
import { PREFERRED_LANGUAGES, type PreferredLanguage } from "@core/clients-constants";
import { LoaderCircle, Pencil } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { toast } from "@web/ui/toast";
import { Button } from "@web/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/ui/dialog";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect } from "@web/ui/native-select";
import { type ClientDetails, useEditClient } from "./api";
import type { ClientDetailCopy } from "./detail-copy";

type Props = { client: ClientDetails; open: boolean; onOpenChange: (open: boolean) => void; copy: ClientDetailCopy };

/** Edit Client: email read-only; full name, phone, preferred language (spec §2, §9). */
export function EditClientDialog({ client, open, onOpenChange, copy }: Props) {
  const initial = (): ClientEditInput => ({ fullName: client.fullName, phone: client.phone ?? "", preferredLanguage: client.preferredLanguage });
  const [form, setForm] = useState<ClientEditInput>(initial);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset to the saved values each time it opens
  useEffect(() => {
    if (open) {
      setForm(initial());
      setError(null);
    }
  }, [open]);
  const edit = useEditClient(client.id);
  const e = copy.edit;

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const parsed = clientEditSchema.safeParse(form);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError({ field: String(issue.path[0]), message: issue.message });
      toast.error(e.failed(issue.message));
      return;
    }
    try {
      await edit.mutateAsync(parsed.data);
    } catch (err) {
      toast.error(e.failed(err instanceof Error ? err.message : String(err)));
      return;
    }
    toast.success(e.updated);
    onOpenChange(false);
  };
  const fieldError = (name: string) => (error?.field === name ? error.message : undefined);

  return (
    <Dialog open={open} onOpenChange={(next) => !edit.isPending && onOpenChange(next)}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          {e.button}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={e.cancel}>
        <DialogHeader>
          <DialogTitle>{e.title}</DialogTitle>
          <DialogDescription>{e.lead}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={edit.isPending}>
          <fieldset disabled={edit.isPending} className="grid gap-4">
            <FormField id="edit-email" label={e.email}>
              <Input id="edit-email" value={client.email} readOnly />
            </FormField>
            <FormField id="edit-name" label={e.fullName} error={fieldError("fullName")}>
              <Input id="edit-name" value={form.fullName} onChange={(ev) => setForm((f) => ({ ...f, fullName: ev.target.value }))} />
            </FormField>
            <FormField id="edit-phone" label={e.phone} error={fieldError("phone")}>
              <Input id="edit-phone" type="tel" value={form.phone} onChange={(ev) => setForm((f) => ({ ...f, phone: ev.target.value }))} />
            </FormField>
            <FormField id="edit-language" label={e.language}>
              <NativeSelect
                id="edit-language"
                value={form.preferredLanguage}
                onChange={(ev) => setForm((f) => ({ ...f, preferredLanguage: ev.target.value as PreferredLanguage }))}
              >
                {PREFERRED_LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {copy.languages[l]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </fieldset>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={edit.isPending}>
                {e.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={edit.isPending}>
              {edit.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {e.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
