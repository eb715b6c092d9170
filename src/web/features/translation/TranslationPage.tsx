import { messageText } from "@core/i18n/messages/message";
import type { TranslationForm, translationFormSchema } from "@core/translation";
import { TRANSLATION_MESSAGES } from "@core/translation-messages";
import { Check, LoaderCircle, Lock } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import type { z } from "zod";
import { toast } from "@web/ui/toast";
import { PageHeader } from "@web/components/PageHeader";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { isApiError } from "@web/lib/api";
import { type LazyResolver, lazyResolver } from "@web/lib/lazy-resolver";
import { useBackFromPayment } from "@web/lib/back-from-payment";
import { usePrices } from "@web/lib/use-prices";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { Label } from "@web/ui/label";
import { Textarea } from "@web/ui/textarea";
import { UploadProgressBar } from "@web/components/UploadProgressBar";
import { translationCatalogue } from "./catalogue";
import { DocumentDropzone, dropzoneCopy } from "@web/components/DocumentDropzone";
import type { UploadProgress } from "@web/lib/upload";
import { Island } from "@web/lib/island";
import { LabelledSection } from "@web/components/LabelledSection";
import { IconList } from "@web/components/IconList";

type FormInput = z.input<typeof translationFormSchema>;
type Phase = "idle" | "uploading" | "processing" | "redirecting";

/** The form's validation and requests (./submit.ts), fetched when the form is first used (focused). */
const loadSubmit = () => import("./submit");
const resolver: LazyResolver<FormInput, TranslationForm> = lazyResolver(async () => (await loadSubmit()).translationResolver);

/** What the flat rate includes, and the three steps, in the order shown (the catalogue words them). */
const INCLUDES = ["pages", "delivery", "deletion"] as const;
const STEPS = ["upload", "read", "email"] as const;

/** /translation: name, email, notes and a document; the document uploads, then the flat rate is paid. */
export function TranslationPage() {
  const t = useCatalogue(translationCatalogue);
  const { prices, format } = usePrices();
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("heading")} tabTitle={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1fr_22rem]">
        <Island name="translation-form" component={TranslationFormCard} props={{}} />
          <aside className="grid gap-6">
            <div className="rounded-2xl border bg-hero p-6">
              <p className="text-sm font-medium text-muted-foreground">{t("aside.price")}</p>
              <p className="mt-1 text-3xl font-semibold tracking-tight">{format(prices.translation)}</p>
              <IconList
                icon={Check}
                items={INCLUDES.map((key) => t(`aside.includes.${key}`))}
                className="mt-4 grid gap-2 text-sm"
                iconClassName="mt-0.5 size-4 shrink-0 text-primary"
              />
              <p className="mt-4 text-sm text-muted-foreground">{t("aside.note")}</p>
            </div>
            <div className="rounded-2xl border bg-card p-6">
              <h2 className="font-semibold">{t("aside.steps")}</h2>
              <ol className="mt-3 grid gap-3 text-sm">
                {STEPS.map((step, i) => (
                  <li key={step} className="flex gap-3">
                    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground">
                      {i + 1}
                    </span>
                    <span className="pt-0.5 text-muted-foreground">{t(`aside.stepList.${step}`)}</span>
                  </li>
                ))}
              </ol>
            </div>
          </aside>
      </div>
    </>
  );
}

/** The form: an island on the prerendered page. */
export function TranslationFormCard() {
  const t = useCatalogue(translationCatalogue);
  const { locale } = useI18n();
  const { prices, format } = usePrices();
  const form = useForm<FormInput, unknown, TranslationForm>({
    resolver,
    defaultValues: { name: "", email: "", notes: "" },
  });
  const { errors } = form.formState;
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // A document already uploaded for this file is not sent again when only the checkout step is retried.
  const uploaded = useRef<{ file: File; uploadId: string } | null>(null);
  const cancelRedirect = useRef<() => void>(undefined);
  useEffect(() => () => cancelRedirect.current?.(), []);
  useBackFromPayment(
    useCallback(() => {
      setPhase("idle");
      setProgress(null);
    }, []),
  );

  const busy = phase !== "idle";

  const onInvalid = (invalid: FieldErrors<FormInput>) => {
    if (!file) setFileMissing(true);
    const messages = [invalid.name?.message, invalid.email?.message, invalid.notes?.message].filter(Boolean);
    toast.error(!file || messages.includes(messageText(TRANSLATION_MESSAGES.required)) ? TRANSLATION_MESSAGES.required : messages[0]);
  };

  const onValid = async (values: TranslationForm) => {
    if (!file) {
      setFileMissing(true);
      toast.error(TRANSLATION_MESSAGES.required);
      return;
    }
    const { checkoutFailure, createCheckoutSession, redirectToPayment, uploadDocument } = await loadSubmit();
    let uploadId = uploaded.current?.file === file ? uploaded.current.uploadId : undefined;
    try {
      if (!uploadId) {
        setPhase("uploading");
        setProgress({ loaded: 0, total: file.size });
        uploadId = (await uploadDocument(file, setProgress)).uploadId;
        uploaded.current = { file, uploadId };
      }
    } catch (err) {
      setPhase("idle");
      setProgress(null);
      toast.error(isApiError(err) && err.isClientError ? err.message : TRANSLATION_MESSAGES.unexpected);
      return;
    }

    setPhase("processing");
    try {
      const session = await createCheckoutSession({
        items: [{ kind: "translation" }],
        tip: 0,
        translation: { ...values, language: locale, uploadId },
        language: locale,
        customer: { name: values.name, email: values.email },
      });
      if (!session.url) throw new Error("no payment page");
      setPhase("redirecting");
      cancelRedirect.current = redirectToPayment({ sessionId: session.sessionId, url: session.url });
    } catch (err) {
      setPhase("idle");
      if (isApiError(err) && err.message === messageText(TRANSLATION_MESSAGES.uploadExpired)) uploaded.current = null;
      const failure = isApiError(err) && (err.isClientError || err.code === "payment_provider_error") ? checkoutFailure(err) : null;
      if (failure) toast.error(failure.title, { description: failure.description });
      else toast.error(TRANSLATION_MESSAGES.unexpected);
    }
  };

  // The toast carries the product's sentence; beside each field a short note says which one is missing.
  const err = (name: keyof FormInput) => {
    const message = errors[name]?.message;
    return message === messageText(TRANSLATION_MESSAGES.required) ? t("form.required") : message;
  };

  return (
          <LabelledSection id="translation-form-title" title={t("form.title")} className="rounded-2xl border bg-card p-5 shadow-xs sm:p-8" titleClassName="text-xl font-semibold">
            <form
              noValidate
              // The validation and requests come as the visitor starts on the form, before the send needs them.
              onFocus={resolver.prefetch}
              onPointerDown={resolver.prefetch}
              // Offline as the form's code was to come: nothing was sent, and the visitor is told.
              onSubmit={(e) => form.handleSubmit(onValid, onInvalid)(e).catch(() => toast.error(TRANSLATION_MESSAGES.unexpected))}
              className="mt-6 grid gap-5"
            >
              <fieldset disabled={busy} className="grid gap-5">
                <div className="grid gap-5 sm:grid-cols-2">
                  <FormField id="translation-name" label={t("form.name")} error={err("name")} className="content-start">
                    <Input autoComplete="name" {...fieldA11y("translation-name", err("name"))} {...form.register("name")} />
                  </FormField>
                  <FormField id="translation-email" label={t("form.email")} error={err("email")} hint={t("form.emailHint")} className="content-start">
                    <Input
                      type="email"
                      inputMode="email"
                      autoComplete="email"
                      {...fieldA11y("translation-email", err("email"), true)}
                      {...form.register("email")}
                    />
                  </FormField>
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="translation-document">{t("form.document")}</Label>
                  <DocumentDropzone
                    id="translation-document"
                    file={file}
                    onFile={(f) => {
                      setFile(f);
                      if (f) setFileMissing(false);
                    }}
                    invalid={fileMissing}
                    describedBy={fileMissing ? "translation-document-error" : undefined}
                    disabled={busy}
                    copy={dropzoneCopy(t)}
                  />
                  {fileMissing && (
                    <p id="translation-document-error" className="text-sm text-destructive">
                      {t("form.documentRequired")}
                    </p>
                  )}
                </div>
                <FormField
                  id="translation-notes"
                  label={
                    <>
                      {t("form.notes")} <span className="font-normal text-muted-foreground">({t("form.optional")})</span>
                    </>
                  }
                  error={err("notes")}
                >
                  <Textarea
                    rows={4}
                    placeholder={t("form.notesPlaceholder")}
                    {...fieldA11y("translation-notes", err("notes"))}
                    {...form.register("notes")}
                  />
                </FormField>
              </fieldset>

              {progress && (
                <UploadProgressBar
                  id="upload-progress"
                  progress={progress}
                  label={phase === "uploading" ? t("form.uploading") : t("form.progress")}
                  sent={(sent, total) => t("form.sent", { sent, total })}
                />
              )}

              <Button type="submit" size="lg" disabled={busy} className="sm:justify-self-start">
                {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
                {phase === "uploading"
                  ? t("form.uploading")
                  : phase === "processing"
                    ? t("form.processing")
                    : phase === "redirecting"
                      ? t("form.redirecting")
                      : t("form.submit", { price: format(prices.translation) })}
              </Button>
            </form>
          </LabelledSection>
  );
}
