import { textsOf } from "@core/i18n/catalogue";
import { CALENDAR_PAY_WITH } from "@core/calendar-constants";
import { APPOINTMENT_SERVICES, type AppointmentService, chargedHours, PLACE_NAMES, SERVICE_NAMES, SERVICE_SPECS } from "@core/appointments/services";
import { formatHours } from "@core/hours-rule";
import { Plus } from "lucide-react";
import { ClientPickerField } from "@web/components/ClientPickerField";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { ApiError } from "@web/lib/api";
import { FormDialog, TriggerButton } from "@web/ui/form-dialog";
import { InputField, SelectField } from "@web/ui/form-dialog-fields";
import { FormField } from "@web/ui/form-field";
import { NativeSelect, SelectOptions } from "@web/ui/native-select";
import { toast } from "@web/ui/toast";
import { useCreateAppointment } from "./api";
import { calendarCatalogue } from "./catalogue";
import { sofiaStart } from "./days";

const TOAST_ID = "calendar-create";
const first = (service: AppointmentService) => ({ durationMinutes: SERVICE_SPECS[service].durations[0], place: SERVICE_SPECS[service].places[0] });

/**
 * New appointment: the operator books a client by hand — any time of theirs,
 * the server refusing only the past and an overlap (409, shown under the time). Paid from the
 * client's prepaid hours (reserved), or unpaid, with a payment request if chosen.
 */
export function NewAppointmentDialog({ day }: { day: string }) {
  const t = useCatalogue(calendarCatalogue);
  const { locale } = useI18n();
  const create = useCreateAppointment();
  return (
    <FormDialog
      schema={() => import("@core/calendar").then((m) => m.calendarCreateFormSchema)}
      defaultValues={{ clientId: "", service: "phone_call", ...first("phone_call"), day, time: "10:00", address: "", phone: "", purpose: "", payWith: "prepaid" }}
      trigger={<TriggerButton icon={Plus}>{t("create.button")}</TriggerButton>}
      copy={textsOf(t, "create", ["title", "lead", "cancel", "submit"])}
      width="xl"
      toastId={TOAST_ID}
      onSubmit={async ({ day: d, time, ...values }) => {
        await create.mutateAsync({ ...values, start: sofiaStart(d, time) });
        toast.success(t("create.done"), { id: TOAST_ID });
        return undefined;
      }}
      // The start's refusals (the past, an overlap) belong under the time.
      failure={(err) => (err instanceof ApiError && (err.status === 409 || err.fields?.start) ? { field: "time", message: err.message } : undefined)}
    >
      {({ form, pending, ...fields }) => {
        const service = form.watch("service");
        const spec = SERVICE_SPECS[service] ?? SERVICE_SPECS.phone_call;
        return (
          <>
            <ClientPickerField form={form} name="clientId" id="create-client" label={t("create.client")} disabled={pending} />
            <FormField id="create-service" label={t("create.service")} error={fields.error("service")}>
              <NativeSelect
                {...fields.control("create-service", "service", {
                  onChange: (e: { target: { value: AppointmentService } }) => {
                    const next = first(e.target.value);
                    form.setValue("durationMinutes", next.durationMinutes);
                    form.setValue("place", next.place);
                  },
                })}
              >
                <SelectOptions values={APPOINTMENT_SERVICES} label={(s) => SERVICE_NAMES[locale][s]} />
              </NativeSelect>
            </FormField>
            <FormField id="create-duration" label={t("create.duration")} error={fields.error("durationMinutes")}>
              <NativeSelect {...fields.control("create-duration", "durationMinutes", { setValueAs: Number })}>
                {spec.durations.map((m) => (
                  <option key={m} value={m}>
                    {t("create.minutes", { minutes: m, charged: formatHours(chargedHours(m), locale) })}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField fields={fields} id="create-day" name="day" label={t("create.day")} type="date" />
              <InputField fields={fields} id="create-time" name="time" label={t("create.time")} type="time" step={900} />
            </div>
            <SelectField fields={fields} id="create-place" name="place" label={t("create.place")} values={spec.places} optionLabel={(p) => PLACE_NAMES[locale][p]} />
            {form.watch("place") === "address" && (
              <InputField fields={fields} id="create-address" name="address" label={t("create.address")} options={{ shouldUnregister: true }} />
            )}
            <InputField fields={fields} id="create-phone" name="phone" label={t("create.phone")} hint={t("create.phoneHint")} type="tel" />
            <InputField fields={fields} id="create-purpose" name="purpose" label={t("create.purpose")} />
            <SelectField fields={fields} id="create-pay" name="payWith" label={t("create.payWith")} values={CALENDAR_PAY_WITH} optionLabel={(p) => t(`create.payOptions.${p}`)} />
          </>
        );
      }}
    </FormDialog>
  );
}
