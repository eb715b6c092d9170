import { useEffect, useState } from "react";
import { type FieldErrors, type FieldValues, type Path, type Resolver, useForm } from "react-hook-form";
import { useTranslate } from "@web/i18n/use-translate";
import { isApiError } from "@web/lib/api";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { Button } from "./button";
import { DialogClose, DialogFooter } from "./dialog";
import type { FormDialogProps, FormFailure, FormFields, SchemaSource } from "./form-dialog-types";
import { fieldA11y } from "./form-field";
import { toast } from "./toast";
import { SubmitButton } from "./form-dialog-submit";

/*
 * FormDialog's form: react-hook-form, zodResolver and the submit's handling. Apart from the
 * dialog's frame, so a page with a form dialog loads them when the dialog is near use (the
 * page idle, or the dialog opened), not with the page.
 */

export type BodyProps<In extends FieldValues, Out> = FormDialogProps<In, Out> & { onPending: (pending: boolean) => void; onDone: () => void };

export function FormBody<In extends FieldValues, Out>(props: BodyProps<In, Out>) {
  const { schema, defaultValues, toastId, invalidToast = true, onSubmit, failure, onPending, onDone, children, below } = props;
  const translate = useTranslate();
  const [resolver] = useState(() => schema && resolverOf(schema));
  const form = useForm<In, unknown, Out>({ resolver, defaultValues });
  const pending = form.formState.isSubmitting;
  useEffect(() => onPending(pending), [pending, onPending]);

  const error = (name: Path<In>) => messageAt(form.formState.errors, name);
  const fields: FormFields<In, Out> = {
    form,
    pending,
    error,
    control: (id, name, { hint = false, ...options } = {}) => ({ ...fieldA11y(id, error(name), hint), ...form.register(name, options) }),
  };

  const refused = (errors: FieldErrors<In>) => {
    const first = firstMessage(errors);
    if (!first || invalidToast === false) return;
    const message = translate(first);
    toast.error(typeof invalidToast === "function" ? invalidToast(message) : message, { id: toastId });
  };
  const send = async (values: Out) => {
    try {
      if ((await onSubmit(values, form.getValues())) === false) return;
    } catch (err) {
      show(failure?.(err) ?? defaultFailure<In>(err));
      return;
    }
    onDone();
  };
  const show = (shown: FormFailure<In>) => {
    if ("field" in shown) form.setError(shown.field, { type: "server", message: shown.message }, { shouldFocus: true });
    if (shown.toast) toast.error(translate(shown.toast), { id: toastId });
  };

  // watch() re-renders on every keystroke: only for a dialog that needs it.
  const submittable = props.canSubmit ? props.canSubmit(form.watch()) : true;
  return (
    <form noValidate onSubmit={form.handleSubmit(send, refused)} className="grid gap-4" aria-busy={pending}>
      <fieldset disabled={pending} className="grid gap-4">
        {children(fields)}
      </fieldset>
      {below}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            {props.copy.cancel}
          </Button>
        </DialogClose>
        <SubmitButton variant={props.submitVariant} pending={pending} disabled={!submittable} icon={props.submitIcon} pendingLabel={props.pendingLabel}>
          {props.copy.submit}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

/**
 * zodResolver over the schema, with zod fetched as the dialog opens, not with the form's code (the
 * page fetches that when idle, and zod's start-up would be a long task there). A schema that
 * comes as a function loads then too; either is asked for again if that failed (offline).
 */
function resolverOf<In extends FieldValues, Out>(schema: SchemaSource<In, Out>): Resolver<In, unknown, Out> {
  return lazyResolver(
    async () => {
      const [{ zodResolver }, loaded] = await Promise.all([import("@hookform/resolvers/zod"), typeof schema === "function" ? schema() : schema]);
      return zodResolver(loaded);
    },
    { now: true },
  );
}

/** An API refusal: its field messages on the form's fields, else its message in a toast. */
function defaultFailure<In extends FieldValues>(err: unknown): FormFailure<In> {
  const message = err instanceof Error ? err.message : String(err);
  const [field, fieldMessage] = isApiError(err) && err.fields ? (Object.entries(err.fields)[0] ?? []) : [];
  return field && fieldMessage ? { field: field as Path<In>, message: fieldMessage, toast: message } : { toast: message };
}

/** The message of a field (dotted names reach nested values). */
function messageAt(errors: FieldErrors, name: string): string | undefined {
  let node: unknown = errors;
  for (const key of name.split(".")) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : undefined;
}

/** The first field's message, in the schema's order (the order of its issues). */
function firstMessage(errors: FieldErrors): string | undefined {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== "object") continue;
    // A field's error has a type (and a ref to its element, not to be walked); a group has fields.
    if ("type" in value) {
      if (typeof value.message === "string" && value.message) return value.message;
      continue;
    }
    const nested = firstMessage(value as FieldErrors);
    if (nested) return nested;
  }
  return undefined;
}
