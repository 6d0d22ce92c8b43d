import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { addDays, dayKey, startOfDay } from "../../primitives/Calendar/dates";
import { FormFields, type FieldOption } from "../../primitives/FormFields";
import type { HeadingLevel } from "../../primitives/Heading";
import type { LeadFormLabels } from "./labels";
import { LeadFormShell, useLeadSubmit, type LeadOutcome } from "./LeadFormShell";
import {
  dateOfKey,
  SERVICE_DATE_MAX_DAYS,
  SERVICE_REQUEST_FORM_NAME,
  SERVICE_REQUEST_TIME_ZONE,
  serviceOptions,
  todayKeyIn,
  type ServiceVehicle,
} from "./rules";
import {
  serviceRequestSchema,
  type ServiceRequestInput,
  type ServiceRequestValues,
} from "./schema";

export interface ServiceRequestFormProps {
  labels: LeadFormLabels;
  /** The dealers to choose from (the site list, at most 100): value the site id. */
  dealers: readonly FieldOption[];
  onSubmit: (values: ServiceRequestValues) => Promise<LeadOutcome>;
  /**
   * Today (tests and stories fix it; else Norway's calendar day, SERVICE_REQUEST_TIME_ZONE);
   * the calendar blocks the days before it.
   */
  today?: Date;
  locale?: string;
  headingLevel?: HeadingLevel;
}

const emptyValues: Partial<ServiceRequestInput> = {
  dealer: "",
  vehicle: "car",
  services: [],
  name: "",
  phone: "",
  email: "",
  regno: "",
  mileage: "",
  date: "",
  message: "",
  consent: false,
};

const toOptions = (values: readonly string[]): FieldOption[] =>
  values.map((value) => ({ value, label: value }));

/**
 * The Norwegian service request for cars and motorcycles (specs/service-flows.md §2.3, §3, §5):
 * nearest dealer, vehicle and its services, contact details, registration number, optional
 * mileage, the wished date on the calendar (no day before today) and the GDPR consent.
 */
export function ServiceRequestForm({
  labels,
  dealers,
  onSubmit,
  today: todayProp,
  locale = "nb-NO",
  headingLevel,
}: ServiceRequestFormProps) {
  // Norway's day, as the server checks it, whatever the visitor's clock's time zone.
  const [today] = useState(() =>
    startOfDay(todayProp ?? dateOfKey(todayKeyIn(SERVICE_REQUEST_TIME_ZONE))),
  );
  const schema = useMemo(
    () => serviceRequestSchema(labels.errors, { today: dayKey(today) }),
    [labels.errors, today],
  );
  const form = useForm<ServiceRequestInput, unknown, ServiceRequestValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  const { status, submit, invalidCount } = useLeadSubmit(form, onSubmit);
  const vehicle: ServiceVehicle =
    useWatch({ control: form.control, name: "vehicle" }) === "motorcycle" ? "motorcycle" : "car";
  const { setValue } = form;
  // Another vehicle has other services: the ticked ones of the last no longer apply.
  useEffect(() => {
    setValue("services", []);
  }, [vehicle, setValue]);

  return (
    <LeadFormShell
      texts={{
        heading: labels.serviceHeading,
        submit: labels.submit,
        sending: labels.sending,
        invalidInput: labels.invalidInput,
        error: labels.serviceError,
        successTitle: labels.serviceSuccessTitle,
        success: labels.serviceSuccess,
      }}
      status={status}
      invalidCount={invalidCount}
      onSubmit={submit}
      formName={SERVICE_REQUEST_FORM_NAME}
      headingLevel={headingLevel}
    >
      <FormFields
        register={form.register}
        control={form.control}
        errors={form.formState.errors}
        fields={[
          {
            name: "dealer",
            label: labels.dealer,
            kind: "select",
            required: true,
            placeholder: labels.chooseDealer,
            options: dealers,
          },
          {
            name: "vehicle",
            label: labels.vehicle,
            kind: "radio",
            required: true,
            options: [
              { value: "car", label: labels.vehicleCar },
              { value: "motorcycle", label: labels.vehicleMotorcycle },
            ],
          },
          {
            name: "services",
            label: labels.services,
            kind: "checkboxes",
            options: toOptions(serviceOptions[vehicle]),
          },
          { name: "name", label: labels.name, autoComplete: "name", required: true },
          { name: "phone", label: labels.phone, kind: "tel", required: true },
          { name: "email", label: labels.email, kind: "email", required: true },
          { name: "regno", label: labels.regno, required: true, autoComplete: "off" },
          { name: "mileage", label: labels.mileage, kind: "number" },
          {
            name: "date",
            label: labels.date,
            kind: "date",
            required: true,
            calendar: {
              today,
              minDate: today,
              maxDate: addDays(today, SERVICE_DATE_MAX_DAYS),
              locale,
              previousMonthLabel: labels.previousMonth,
              nextMonthLabel: labels.nextMonth,
              chosenText: labels.chosenDate,
            },
          },
          { name: "message", label: labels.message, kind: "textarea", rows: 3 },
          { name: "consent", label: labels.consent, kind: "checkbox", required: true },
        ]}
      />
    </LeadFormShell>
  );
}
