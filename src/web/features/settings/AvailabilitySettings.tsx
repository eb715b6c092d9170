import { APPOINTMENT_MESSAGES } from "@core/appointment-messages";
import type { Availability, availabilitySchema } from "@core/appointments/availability";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useTranslate } from "@web/i18n/use-translate";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { toast } from "@web/ui/toast";
import { useAvailability, useSaveAvailability } from "./availability-api";
import { settingsCatalogue } from "./catalogue";
import { SaveButton } from "./SaveButton";
import { showSaveFailure } from "./save-failed";
import { lazyResolver } from "@web/lib/lazy-resolver";

const availabilityResolver = lazyResolver(async () => (await import("./validation")).availabilityResolver);

/** The catalogue's weekday keys, Monday first like the availability's `weekly`. */
const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

type FormValues = z.input<typeof availabilitySchema>;

/**
 * Settings → Availability: the operator's weekly hours, exceptions and booking
 * limits, in Sofia time. The settings page puts it in its section; it has its own Save.
 */
export function AvailabilitySettings() {
  const t = useCatalogue(settingsCatalogue);
  const availability = useAvailability();
  return availability.data ? (
    <AvailabilityForm initial={availability.data} />
  ) : (
    <p role="status" className="text-sm text-muted-foreground">
      {availability.isError ? t("availability.loadFailed") : "…"}
    </p>
  );
}

function AvailabilityForm({ initial }: { initial: Availability }) {
  const t = useCatalogue(settingsCatalogue);
  const translate = useTranslate();
  const save = useSaveAvailability();
  const form = useForm<FormValues, unknown, Availability>({ resolver: availabilityResolver, defaultValues: initial });
  const exceptions = useFieldArray({ control: form.control, name: "exceptions" });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      form.reset(await save.mutateAsync(values));
      toast.success(translate(APPOINTMENT_MESSAGES.availabilitySaved));
    } catch (err) {
      showSaveFailure(err, t("availability.failed"), translate);
    }
  });
  const num = { setValueAs: (v: string) => (v === "" ? Number.NaN : Number(v)) };

  return (
    <form noValidate onFocus={availabilityResolver.prefetch} onSubmit={submit} className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">{t("availability.weekly")}</legend>
        {WEEKDAYS.map((weekday, i) => {
          const day = t(`availability.days.${weekday}`);
          const error = errors.weekly?.[i]?.end?.message ?? errors.weekly?.[i]?.start?.message;
          return (
            <fieldset key={day} className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <legend className="float-left w-28 text-sm font-medium">{day}</legend>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4" {...form.register(`weekly.${i}.open`)} />
                {t("availability.open")}
              </label>
              <span className="flex gap-2">
                <Input type="time" fit className="w-32" aria-label={t("availability.from", { day })} {...form.register(`weekly.${i}.start`)} />
                <Input type="time" fit className="w-32" aria-label={t("availability.to", { day })} aria-invalid={error ? true : undefined} {...form.register(`weekly.${i}.end`)} />
              </span>
              {error && <p className="basis-full text-sm text-destructive">{translate(error)}</p>}
            </fieldset>
          );
        })}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">{t("availability.exceptions")}</legend>
        <p className="text-sm text-muted-foreground">{t("availability.exceptionsLead")}</p>
        {exceptions.fields.map((field, i) => {
          const e = errors.exceptions?.[i];
          const error = e?.date?.message ?? e?.end?.message ?? e?.start?.message;
          const date = form.watch(`exceptions.${i}.date`);
          return (
            <div key={field.id} className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <Input type="date" fit className="w-44" aria-label={t("availability.date")} {...form.register(`exceptions.${i}.date`)} />
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4" {...form.register(`exceptions.${i}.closed`)} />
                {t("availability.closed")}
              </label>
              <span className="flex gap-2">
                <Input type="time" fit className="w-32" aria-label={t("availability.from", { day: date })} {...form.register(`exceptions.${i}.start`)} />
                <Input type="time" fit className="w-32" aria-label={t("availability.to", { day: date })} {...form.register(`exceptions.${i}.end`)} />
              </span>
              <Button type="button" variant="ghost" size="icon" aria-label={date ? t("availability.removeException", { date }) : t("availability.removeUndated")} onClick={() => exceptions.remove(i)}>
                <Trash2 aria-hidden="true" />
              </Button>
              {error && <p className="basis-full text-sm text-destructive">{translate(error)}</p>}
            </div>
          );
        })}
        <div>
          <Button type="button" variant="outline" onClick={() => exceptions.append({ date: "", closed: true, start: "09:00", end: "18:00" })}>
            <Plus aria-hidden="true" />
            {t("availability.addException")}
          </Button>
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-3">
        <FormField id="availability-buffer" label={t("availability.buffer")} error={errors.bufferMinutes?.message}>
          <Input type="number" min={0} max={240} step={5} {...fieldA11y("availability-buffer", errors.bufferMinutes?.message)} {...form.register("bufferMinutes", num)} />
        </FormField>
        <FormField id="availability-horizon" label={t("availability.horizon")} error={errors.horizonDays?.message}>
          <Input type="number" min={1} max={365} {...fieldA11y("availability-horizon", errors.horizonDays?.message)} {...form.register("horizonDays", num)} />
        </FormField>
        <FormField id="availability-notice" label={t("availability.notice")} error={errors.minNoticeHours?.message}>
          <Input type="number" min={0} max={720} {...fieldA11y("availability-notice", errors.minNoticeHours?.message)} {...form.register("minNoticeHours", num)} />
        </FormField>
      </div>

      <SaveButton saving={form.formState.isSubmitting} savingLabel={t("availability.saving")}>
        {t("availability.save")}
      </SaveButton>
    </form>
  );
}
