import type { ComponentProps, ReactElement, ReactNode, RefObject } from "react";
import type { DefaultValues, FieldValues, Path, RegisterOptions, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import type { ZodType } from "zod";
import type { Button } from "./button";
import type { DialogWidth } from "./dialog";
import type { fieldA11y } from "./form-field";

/* FormDialog's types: shared by its frame (form-dialog.tsx) and its form (form-dialog-body.tsx). */

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

/** A dialog's words: its title, the lead under it, and the labels of its two buttons. */
export type FormDialogCopy = { title: ReactNode; lead?: ReactNode; cancel: string; submit: ReactNode };

export type FormDialogProps<In extends FieldValues, Out> = {
  /** The words, most often a catalogue scope's: `textsOf(t, "add", ["title", "lead", "cancel", "submit"])`. */
  copy: FormDialogCopy;
  /** Without one the dialog only confirms (Delete …?): no fields, nothing to check. */
  schema?: SchemaSource<In, Out>;
  defaultValues?: DefaultValues<In>;
  /** Opens the dialog (a Button); without it the caller holds `open`. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The submit button's text while sending (else `submitLabel`). */
  pendingLabel?: ReactNode;
  /** The submit button's icon when idle (a spinner while sending). */
  submitIcon?: ReactNode;
  submitVariant?: ComponentProps<typeof Button>["variant"];
  /** False keeps the submit button disabled (e.g. until DELETE is typed). */
  canSubmit?: (values: In) => boolean;
  width?: DialogWidth;
  role?: "dialog" | "alertdialog";
  /** Toasts share it, so each replaces the last. */
  toastId?: string;
  /**
   * A refused submit toasts its first message (translated), as the product's dialogs do; a
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
