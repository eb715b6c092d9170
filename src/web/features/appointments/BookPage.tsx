import { APPOINTMENT_MESSAGES } from "@core/appointment-messages";
import type { Booked, BookingRequest, BookingRequestInput, SlotDto } from "@core/appointments";
import { APPOINTMENT_SERVICES, type AppointmentService, appointmentPrice, chargedHours, PLACE_NAMES, SERVICE_NAMES, SERVICE_SPECS } from "@core/appointments/services";
import { CHECKOUT_MESSAGES } from "@core/checkout-constants";
import { visitorTimeLabel } from "@core/appointments/format";
import { isTimeZone } from "@core/appointments/zone";
import { CalendarCheck, LoaderCircle, Lock } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { ResultPanel } from "@web/components/ResultPanel";
import { localeFor, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useTranslate } from "@web/i18n/use-translate";
import { isApiError } from "@web/lib/api";
import { warmIntl } from "@web/lib/intl-warmup";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { redirectToPayLink } from "@web/lib/payments";
import { useMe } from "@web/lib/session/session";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { visitorZone } from "@web/lib/visitor-zone";
import { usePrices } from "@web/lib/use-prices";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect, SelectOptions } from "@web/ui/native-select";
import { toast } from "@web/ui/toast";
import { bookAppointment, prefetchSlots, useSlots } from "./api";
import { appointmentsCatalogue, durationText } from "./catalogue";
import { SlotPicker, slotIntlWork, useSlotLabels } from "./SlotPicker";
import { TakenNotice } from "./TakenNotice";

type Phase = "idle" | "processing" | "redirecting";
const NEXT_OFFERED = 5;

/**
 * What the page's first render needs, started as its code arrives (routes.tsx waits for it, at
 * most a second): the slots' formatters made first by a worker, so the render finds ICU ready
 * instead of spending a phone's half second on it (lib/intl-warmup.ts); and the first slots (the
 * server's preload has them on the way), so it draws the times at once, not a loading line first.
 */
export function beforeFirstRender(): Promise<unknown> {
  if (typeof window === "undefined") return Promise.resolve();
  const service = startServiceOf(new URLSearchParams(window.location.search));
  const ready = Promise.all([warmIntl(() => slotIntlWork(localeFor(document.documentElement.lang))), prefetchSlots(service, SERVICE_SPECS[service].durations[0])]);
  return Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 1000))]);
}

/** zod and the booking schema come when the form is first touched (or checked), not with the page. */
const resolver = lazyResolver<BookingRequestInput, BookingRequest>(async () => (await import("./booking-validation")).bookingResolver);

const isService = (v: string | null): v is AppointmentService => (APPOINTMENT_SERVICES as readonly string[]).includes(v ?? "");
/** The service a link chose (?service=), else a phone call. */
const startServiceOf = (params: URLSearchParams): AppointmentService => {
  const chosen = params.get("service");
  return isService(chosen) ? chosen : "phone_call";
};

/**
 * /book and /bg/book: a service, a free slot in the visitor's own time zone
 * (Sofia's beside it), the details, then the one checkout — or, for a signed-in member, the
 * prepaid hours. The server prices it and decides who gets a contested slot.
 */
export function BookPage() {
  const t = useCatalogue(appointmentsCatalogue);
  const { locale } = useI18n();
  const translate = useTranslate();
  useDocumentTitle(t("title"));
  const labels = useSlotLabels();
  const { prices, format } = usePrices();
  const member = useMe().data ?? null;
  const [params] = useSearchParams();
  const startService = startServiceOf(params);
  // Back from a pay link that could not open the checkout (the hold ran out, or the provider refused).
  const payment = params.get("payment");
  const paymentNotice = payment === "expired" ? APPOINTMENT_MESSAGES.holdExpired : payment === "failed" ? CHECKOUT_MESSAGES.sessionFailed : null;

  const form = useForm<BookingRequestInput, unknown, BookingRequest>({
    resolver,
    defaultValues: {
      service: startService,
      durationMinutes: SERVICE_SPECS[startService].durations[0],
      start: "",
      place: SERVICE_SPECS[startService].places[0],
      name: "",
      email: "",
      phone: "",
      purpose: "",
      address: "",
      payWith: "card",
      language: locale,
    },
  });
  const errors = form.formState.errors;
  const service = form.watch("service");
  const durationMinutes = Number(form.watch("durationMinutes"));
  const place = form.watch("place");
  const start = form.watch("start");
  const payWith = form.watch("payWith");
  const spec = SERVICE_SPECS[service];
  const slots = useSlots(service, durationMinutes);
  const chooseSlot = useCallback((s: string) => form.setValue("start", s, { shouldValidate: true }), [form]);

  // A signed-in member books on their account: the email (and name) from it.
  useEffect(() => {
    if (!member) return;
    form.setValue("email", member.user.email);
    if (!form.getValues("name")) form.setValue("name", member.profile.fullName || member.user.name);
  }, [member, form]);
  useEffect(() => form.setValue("language", locale), [locale, form]);

  const chooseService = (next: AppointmentService) => {
    form.setValue("service", next);
    form.setValue("durationMinutes", SERVICE_SPECS[next].durations[0]);
    form.setValue("place", SERVICE_SPECS[next].places[0]);
    form.setValue("start", "");
    setTaken(null);
  };

  const [phase, setPhase] = useState<Phase>("idle");
  const [taken, setTaken] = useState<SlotDto[] | null>(null);
  const [confirmed, setConfirmed] = useState<Booked["appointment"] | null>(null);
  const cancelRedirect = useRef<() => void>(undefined);
  useEffect(() => () => cancelRedirect.current?.(), []);
  const busy = phase !== "idle";

  const onValid = async (values: BookingRequest) => {
    setPhase("processing");
    setTaken(null);
    try {
      const zone = visitorZone();
      const booked = await bookAppointment({
        ...values,
        address: values.place === "address" ? values.address : undefined,
        // The confirmation names the time in the visitor's own zone too (a zone the server would refuse is left out).
        visitorZone: isTimeZone(zone) ? zone : undefined,
      });
      if (booked.pay) {
        setPhase("redirecting");
        cancelRedirect.current = redirectToPayLink(booked.pay.url);
        return;
      }
      setConfirmed(booked.appointment);
    } catch (err) {
      if (isApiError(err) && err.status === 409) {
        // Someone was faster: the fresh list, from the chosen time on.
        const fresh = (await slots.refetch()).data?.slots ?? [];
        setTaken(fresh.filter((s) => s.start > values.start).slice(0, NEXT_OFFERED));
        form.setValue("start", "");
      } else if (isApiError(err) && err.fields?.start) {
        form.setError("start", { message: err.fields.start });
      } else {
        toast.error(isApiError(err) && err.isClientError ? translate(err.message) : translate(CHECKOUT_MESSAGES.paymentFailed));
      }
    }
    setPhase("idle");
  };

  if (confirmed) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
        <ResultPanel tone="success" title={t("confirmed.title")} actions={<Button onClick={() => { setConfirmed(null); form.setValue("start", ""); void slots.refetch(); }}>{t("confirmed.again")}</Button>}>
          <p>{t("confirmed.body", { time: visitorTimeLabel(new Date(confirmed.start), visitorZone(), locale) })}</p>
        </ResultPanel>
      </div>
    );
  }

  const price = format(appointmentPrice(durationMinutes, prices));
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 md:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t("title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("lead")}</p>
      {paymentNotice && (
        <p role="alert" className="mt-6 rounded-lg border border-amber-500/50 bg-amber-50 p-4 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          {translate(paymentNotice)}
        </p>
      )}

      {/* The first focus or press anywhere in the form starts fetching its validation. */}
      <form noValidate className="mt-8 grid gap-8" onFocus={resolver.prefetch} onPointerDown={resolver.prefetch} onSubmit={form.handleSubmit(onValid)}>
        <fieldset disabled={busy} className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
          <legend className="px-1 text-lg font-semibold">{t("service.heading")}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {APPOINTMENT_SERVICES.map((s) => (
              <label key={s} className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-checked:border-primary has-checked:bg-accent">
                <input type="radio" name="service" value={s} checked={service === s} onChange={() => chooseService(s)} className="mt-1 size-4" />
                <span className="grid gap-0.5">
                  <span className="font-medium">{SERVICE_NAMES[locale][s]}</span>
                  <span className="text-xs text-muted-foreground">{PLACE_NAMES[locale][SERVICE_SPECS[s].places[0]]}</span>
                </span>
              </label>
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField id="book-duration" label={t("service.duration")} error={errors.durationMinutes?.message}>
              <NativeSelect
                {...fieldA11y("book-duration", errors.durationMinutes?.message)}
                {...form.register("durationMinutes", { valueAsNumber: true, onChange: () => form.setValue("start", "") })}
              >
                {spec.durations.map((d) => (
                  <option key={d} value={d}>
                    {durationText(t, d)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {spec.places.length > 1 && (
              <FormField id="book-place" label={t("service.where")} error={errors.place?.message}>
                <NativeSelect {...fieldA11y("book-place", errors.place?.message)} {...form.register("place")}>
                  <SelectOptions values={spec.places} label={(p) => PLACE_NAMES[locale][p]} />
                </NativeSelect>
              </FormField>
            )}
            <div className="grid content-start gap-2">
              <span className="text-sm font-medium">{t("service.price")}</span>
              <span className="text-lg font-semibold tabular-nums" data-testid="appointment-price">
                {price}
              </span>
              {/* What prepaid hours buy, beside the card price: priority, never a lower price (docs/decisions/0020-prepaid-wording-and-charging-rule.md). */}
              <span className="text-sm text-muted-foreground" data-testid="prepaid-priority">
                {t("service.prepaidPriority", { hours: t("hours", { count: chargedHours(durationMinutes) }) })}
              </span>
            </div>
          </div>
        </fieldset>

        <fieldset disabled={busy} className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
          <legend className="px-1 text-lg font-semibold">{t("slots.heading")}</legend>
          {slots.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">{t("slots.loading")}</p>
          ) : slots.isError ? (
            <p role="alert" className="text-sm text-destructive">{t("slots.failed")}</p>
          ) : slots.data.slots.length === 0 ? (
            <p role="status">{t("slots.none")}</p>
          ) : (
            <SlotPicker slots={slots.data.slots} chosen={start || null} onChoose={chooseSlot} disabled={busy} />
          )}
          <p role="status" className="text-sm font-medium empty:hidden">
            {start ? t("slots.chosen", { time: labels.full(start) }) : ""}
          </p>
          {errors.start?.message && <p className="text-sm text-destructive">{translate(errors.start.message)}</p>}
        </fieldset>

        <fieldset disabled={busy} className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs sm:grid-cols-2 sm:p-6">
          <legend className="px-1 text-lg font-semibold">{t("details.heading")}</legend>
          <FormField id="book-name" label={t("details.name")} error={errors.name?.message}>
            <Input autoComplete="name" {...fieldA11y("book-name", errors.name?.message)} {...form.register("name")} />
          </FormField>
          <FormField id="book-email" label={t("details.email")} error={errors.email?.message}>
            <Input type="email" autoComplete="email" readOnly={Boolean(member)} {...fieldA11y("book-email", errors.email?.message)} {...form.register("email")} />
          </FormField>
          <FormField id="book-phone" label={t("details.phone")} error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...fieldA11y("book-phone", errors.phone?.message)} {...form.register("phone")} />
          </FormField>
          {place === "address" && (
            <FormField id="book-address" label={t("details.address")} error={errors.address?.message}>
              <Input autoComplete="street-address" {...fieldA11y("book-address", errors.address?.message)} {...form.register("address")} />
            </FormField>
          )}
          <FormField id="book-purpose" label={t("details.purpose")} error={errors.purpose?.message} className="sm:col-span-2">
            <Input placeholder={t("details.purposePlaceholder")} {...fieldA11y("book-purpose", errors.purpose?.message)} {...form.register("purpose")} />
          </FormField>
        </fieldset>

        <fieldset disabled={busy} className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
          <legend className="px-1 text-lg font-semibold">{t("pay.heading")}</legend>
          <label className="flex items-center gap-3">
            <input type="radio" value="card" className="size-4" {...form.register("payWith")} />
            {t("pay.card", { price })}
          </label>
          {member ? (
            <label className="flex items-start gap-3">
              <input type="radio" value="prepaid" className="mt-1 size-4" {...form.register("payWith")} />
              <span className="grid">
                {t("pay.prepaid", { hours: t("hours", { count: chargedHours(durationMinutes) }) })}
                <span className="text-sm text-muted-foreground">{t("pay.prepaidHint")}</span>
              </span>
            </label>
          ) : (
            <p className="text-sm text-muted-foreground">{t("pay.signInForPrepaid")}</p>
          )}
          {/* Beside the button just pressed: where the visitor is looking (the focus moves to the free times). */}
          {taken && <TakenNotice slots={taken} onChoose={(s) => { form.setValue("start", s, { shouldValidate: true }); setTaken(null); }} />}
          <Button type="submit" size="lg" disabled={busy} className="justify-self-start">
            {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : payWith === "prepaid" ? <CalendarCheck aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {phase === "processing" ? t("pay.processing") : phase === "redirecting" ? t("pay.redirecting") : payWith === "prepaid" ? t("pay.submitPrepaid") : t("pay.submitCard")}
          </Button>
          {payWith === "card" && <p className="text-sm text-muted-foreground">{t("pay.held")}</p>}
        </fieldset>
      </form>
    </div>
  );
}
