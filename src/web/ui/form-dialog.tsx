import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, type RefObject, useEffect, useState } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { ZodType } from "zod";
import { useTranslate } from "@web/i18n/use-translate";
import { isApiError } from "@web/lib/api";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "./dialog";
import { fieldA11y } from "./form-field";
import { toast } from "./toast";

/**
 * A core schema, or a function that imports it: a dialog on a page that loads no zod passes
 * `() => import("@core/x").then((m) => m.xSchema)`, so zod comes when the dialog opens.
 */
export type SchemaSource<In extends FieldValues, Out> = ZodType<Out, In> | (() => Promise<ZodType<Out, In>>);

/** What a refused submit shows: a message under a field (and, if given, a toast), or a toast alone. */
export type FormFailure<In extends FieldValues> = { field: Path<In>; message: string; toast?: string } | { toast: string };

/** What the dialog's fields get: the form, and its errors and control props by name. */
export type FormFields<In extends FieldValues, Out> = {
  form: UseFormReturn<In, unknown, Out>;
  pending: boolean;
  /** The field's message (English, a catalogue key: FormField shows it in the UI language). */
  error: (name: Path<In>) => string | undefined;
  /** Props for the control inside a FormField with the same id: register + aria wiring. */
  control: (id: string, name: Path<In>, options?: RegisterOptions<In, Path<In>> & { hint?: boolean }) => ReturnType<typeof fieldA11y> & UseFormRegisterReturn<Path<In>>;
};

type FormDialogProps<In extends FieldValues, Out> = {
  /** Without one the dialog only confirms (Delete …?): no fields, nothing to check. */
  schema?: SchemaSource<In, Out>;
  defaultValues?: DefaultValues<In>;
  title: ReactNode;
  description?: ReactNode;
  /** Opens the dialog (a Button); without it the caller holds `open`. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
  cancelLabel: string;
  submitLabel: ReactNode;
  /** The submit button's text while sending (else `submitLabel`). */
  pendingLabel?: ReactNode;
  /** The submit button's icon when idle (a spinner while sending). */
  submitIcon?: ReactNode;
  submitVariant?: ComponentProps<typeof Button>["variant"];
  /** False keeps the submit button disabled (e.g. until DELETE is typed). */
  canSubmit?: (values: In) => boolean;
  className?: string;
  role?: "dialog" | "alertdialog";
  /** Toasts share it, so each replaces the last. */
  toastId?: string;
  /**
   * A refused submit toasts its first message (translated), as the spec's dialogs do; a
   * function wraps it ("Failed to update client: …"); false shows the fields' messages only.
   */
  invalidToast?: boolean | ((message: string) => string);
  /**
   * Sends the form: `values` as the schema outputs them, `input` as typed (amounts are sent as
   * typed, the schema turns them into minor units). Returns false to stay open; a throw goes
   * to `failure`.
   */
  onSubmit: (values: Out, input: In) => Promise<false | undefined>;
  /** Where a failed request shows (default: the API's field messages on their fields, else a toast). */
  failure?: (err: unknown) => FormFailure<In> | undefined;
  /** Shown instead of the form while what it edits loads (or failed to). */
  status?: ReactNode;
  /** Drawn under the fields, above the buttons (an upload's progress). */
  below?: ReactNode;
  children: (fields: FormFields<In, Out>) => ReactNode;
};

/**
 * A dialog that saves something (issue 24): react-hook-form with the core schema through
 * `zodResolver`, the dialog frame, Cancel and submit with the pending state, and an API
 * error mapped to its field or a toast. The form is mounted with the open dialog, so it
 * starts from `defaultValues` each time; it cannot be closed while it sends.
 */
export function FormDialog<In extends FieldValues, Out>(props: FormDialogProps<In, Out>) {
  const { trigger, open: controlled, onOpenChange, title, description, cancelLabel, className, role, returnFocusRef } = props;
  const [uncontrolled, setUncontrolled] = useState(false);
  const [pending, setPending] = useState(false);
  const open = controlled ?? uncontrolled;
  const change = (next: boolean) => {
    setUncontrolled(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => pending || change(next)}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      {/* Radix sets role="dialog"; an undefined role would remove it. */}
      <DialogContent closeLabel={cancelLabel} className={className} returnFocusRef={returnFocusRef} {...(role ? { role } : {})}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription className="break-words">{description}</DialogDescription>}
        </DialogHeader>
        {props.status ?? <FormBody {...props} onPending={setPending} onDone={() => change(false)} />}
      </DialogContent>
    </Dialog>
  );
}

type BodyProps<In extends FieldValues, Out> = FormDialogProps<In, Out> & { onPending: (pending: boolean) => void; onDone: () => void };

function FormBody<In extends FieldValues, Out>(props: BodyProps<In, Out>) {
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
            {props.cancelLabel}
          </Button>
        </DialogClose>
        <Button type="submit" variant={props.submitVariant} disabled={pending || !submittable}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : props.submitIcon}
          {pending && props.pendingLabel ? props.pendingLabel : props.submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * zodResolver over the schema. One that comes as a function starts loading as the dialog
 * opens (so the first submit needn't wait), and is asked for again if that failed (offline).
 */
function resolverOf<In extends FieldValues, Out>(schema: SchemaSource<In, Out>): Resolver<In, unknown, Out> {
  if (typeof schema !== "function") return zodResolver(schema);
  const load = () =>
    schema().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
  let pending: Promise<ZodType<Out, In>> | undefined = load();
  pending.catch((err: unknown) => console.error(err));
  let loaded: Resolver<In, unknown, Out> | undefined;
  return async (values, context, options) => {
    pending ??= load();
    loaded ??= zodResolver(await pending);
    return loaded(values, context, options);
  };
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
