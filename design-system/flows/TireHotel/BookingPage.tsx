import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import type { Vehicle } from "../../../api-adapters/tirehotel/schemas";
import { space } from "../../theme";
import { Button } from "../../primitives/Button";
import { Calendar } from "../../primitives/Calendar";
import { dayKey } from "../../primitives/Calendar/dates";
import { Card } from "../../primitives/Card";
import { FormFields } from "../../primitives/FormFields";
import { Heading } from "../../primitives/Heading";
import { Link } from "../../primitives/Link";
import { Notice } from "../../primitives/Notice";
import { Spinner } from "../../primitives/Spinner";
import { Text } from "../../primitives/Text";
import {
  availableDayKeys,
  bookableRange,
  bookingStart,
  contactFormSchema,
  currentVehicle,
  FREE_TEXT_MAX_LENGTH,
  formatDay,
  progressEvent,
  purchaseEvent,
  sanitisePhone,
  uniqueSortedTimes,
  type ContactForm,
} from "./rules";
import { Actions, ErrorText, Facts, FormGrid, PageBody, type PageProps } from "./shared";

type Days = { status: "loading" } | { status: "error" } | { status: "ready"; keys: Set<string> };
type Times =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; times: string[] };

/** Booking ('När vill du lämna in bilen?'): workshop, date, time, contact details (specs §4.2). */
export function BookingPage(props: PageProps & { today: Date }) {
  const { state } = props;
  const vehicle = state.session ? currentVehicle(state.session, state.regNo) : undefined;
  if (!vehicle) return null;
  return <Booking {...props} vehicle={vehicle} />;
}

function Booking({
  client,
  texts,
  go,
  subLevel,
  track,
  reportError,
  locale,
  today,
  vehicle,
}: PageProps & { today: Date; vehicle: Vehicle }) {
  const workshop = vehicle.location;
  const [{ minDate, maxDate }] = useState(() => bookableRange(today));
  const [days, setDays] = useState<Days>({ status: "loading" });
  const [date, setDate] = useState<Date | null>(null);
  const [times, setTimes] = useState<Times>({ status: "idle" });
  const [time, setTime] = useState<string | null>(null);
  const timesRequest = useRef(0);
  const timesId = useId();
  const dateSection = useRef<HTMLElement>(null);
  const timeSection = useRef<HTMLElement>(null);
  /** What gets focus after the next render: the part that replaced the control just used. */
  const focusAfterRender = useRef<(() => HTMLElement | null | undefined) | null>(null);

  useLayoutEffect(() => {
    focusAfterRender.current?.()?.focus();
    focusAfterRender.current = null;
  });

  const first = (section: typeof dateSection, selector: string) => () =>
    section.current?.querySelector<HTMLElement>(selector);

  useEffect(() => {
    let current = true;
    client
      .getTimeslotDays(workshop.erpId, {
        startDate: dayKey(minDate),
        endDate: dayKey(maxDate),
        // The specs send the vehicle's brand code as regNo here.
        regNo: vehicle.brandCode,
      })
      .then((result) => {
        if (!current) return;
        if (result.ok) {
          setDays({ status: "ready", keys: availableDayKeys(result.data.availableDates) });
        } else {
          reportError("tirehotel.dates-failed", { status: result.status });
          setDays({ status: "error" });
        }
      });
    return () => {
      current = false;
    };
  }, [client, workshop.erpId, vehicle.brandCode, minDate, maxDate, reportError]);

  const chooseDate = async (chosen: Date) => {
    setDate(chosen);
    setTime(null);
    setTimes({ status: "loading" });
    focusAfterRender.current = first(dateSection, "[data-chosen]");
    const request = ++timesRequest.current;
    const key = dayKey(chosen);
    const result = await client.getTimeslots(workshop.erpId, {
      startDate: key,
      endDate: key,
      regNo: vehicle.brandCode,
    });
    if (request !== timesRequest.current) return;
    if (result.ok) {
      setTimes({ status: "ready", times: uniqueSortedTimes(result.data) });
    } else {
      reportError("tirehotel.times-failed", { status: result.status });
      setTimes({ status: "error" });
    }
  };

  const changeDate = () => {
    timesRequest.current += 1;
    setDate(null);
    setTime(null);
    setTimes({ status: "idle" });
    focusAfterRender.current = first(dateSection, "h1,h2,h3,h4,h5,h6");
  };

  const chooseTime = (chosen: string) => {
    setTime(chosen);
    focusAfterRender.current = first(timeSection, "[data-chosen]");
  };

  const changeTime = () => {
    setTime(null);
    focusAfterRender.current = first(timeSection, "h1,h2,h3,h4,h5,h6");
  };

  const noTimes = times.status === "ready" && times.times.length === 0;
  const showForm = date !== null && (noTimes || time !== null);

  useEffect(() => {
    if (showForm) track(progressEvent(5));
  }, [showForm, track]);

  const submitBooking = async (contact: ContactForm) => {
    if (!date) return { ok: false as const };
    const result = await client.createBooking(workshop.erpId, {
      bookingDate: dayKey(date),
      bookingStart: bookingStart(date, noTimes ? null : time),
      regNo: vehicle.regNo,
      freeText: contact.freeText,
      customer: {
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        phoneMobile: contact.phoneMobile,
      },
    });
    if (result.ok) {
      track(purchaseEvent(result.data));
      go("confirmation", { confirmation: result.data });
      return { ok: true as const };
    }
    reportError("tirehotel.booking-failed", { status: result.status });
    return { ok: false as const, message: result.message ?? texts.genericError };
  };

  const workshopContact = (
    <Facts
      items={[
        workshop.phone
          ? [
              texts.phoneTerm,
              <Link key="phone" href={`tel:${workshop.phone.replace(/[^\d+]/g, "")}`}>
                {workshop.phone}
              </Link>,
            ]
          : null,
        workshop.email
          ? [
              texts.emailTerm,
              <Link key="email" href={`mailto:${workshop.email}`}>
                {workshop.email}
              </Link>,
            ]
          : null,
      ]}
    />
  );

  return (
    <PageBody>
      <Card title={texts.workshopHeading} titleLevel={subLevel} titleSize="lg" variant="outlined">
        <Text weight="bold">{workshop.locationName}</Text>
        {workshop.departmentName ? <Text>{workshop.departmentName}</Text> : null}
        {workshopContact}
      </Card>

      <Section ref={dateSection}>
        <Heading level={subLevel} size="lg" tabIndex={-1}>
          {texts.calendarLabel}
        </Heading>
        {days.status === "loading" ? (
          <Spinner label={texts.loadingDates} showLabel />
        ) : days.status === "error" ? (
          <Notice tone="error" live>
            {texts.datesError}
          </Notice>
        ) : days.keys.size === 0 ? (
          <Notice tone="error" live title={texts.noDatesTitle}>
            <p>{texts.noDates}</p>
            {workshopContact}
          </Notice>
        ) : date === null ? (
          <Calendar
            value={null}
            onSelect={chooseDate}
            today={today}
            minDate={minDate}
            maxDate={maxDate}
            isDateDisabled={(day) => !days.keys.has(dayKey(day))}
            locale={locale}
            previousMonthLabel={texts.previousMonth}
            nextMonthLabel={texts.nextMonth}
          />
        ) : (
          <Chosen data-chosen tabIndex={-1}>
            <Facts items={[[texts.chosenDate, formatDay(date, locale)]]} />
            <Button variant="Ghost" onClick={changeDate}>
              {texts.changeDate}
            </Button>
          </Chosen>
        )}
      </Section>

      {date !== null ? (
        <Section ref={timeSection} aria-busy={times.status === "loading" || undefined}>
          {times.status === "loading" ? (
            <Spinner label={texts.loadingTimes} showLabel />
          ) : times.status === "error" ? (
            <Notice tone="error" live>
              {texts.timesError}
            </Notice>
          ) : noTimes ? (
            <Text>{texts.noTimes}</Text>
          ) : times.status === "ready" && time === null ? (
            <>
              <Heading level={subLevel} size="lg" tabIndex={-1} id={timesId}>
                {texts.timeLegend}
              </Heading>
              <TimeList aria-labelledby={timesId}>
                {times.times.map((label) => (
                  <li key={label}>
                    <Button variant="Secondary" onClick={() => chooseTime(label)}>
                      {label}
                    </Button>
                  </li>
                ))}
              </TimeList>
            </>
          ) : time !== null ? (
            <Chosen data-chosen tabIndex={-1}>
              <Facts items={[[texts.chosenTime, time]]} />
              <Button variant="Ghost" onClick={changeTime}>
                {texts.changeTime}
              </Button>
            </Chosen>
          ) : null}
        </Section>
      ) : null}

      {showForm ? (
        <ContactDetails
          texts={texts}
          subLevel={subLevel}
          onSubmit={submitBooking}
          onBack={() => go("loggedIn")}
        />
      ) : (
        <Actions>
          <Button variant="Secondary" onClick={() => go("loggedIn")}>
            {texts.back}
          </Button>
        </Actions>
      )}
    </PageBody>
  );
}

const emptyContact: ContactForm = {
  firstName: "",
  lastName: "",
  phoneMobile: "",
  email: "",
  freeText: "",
};

/** The contact form: react-hook-form with the schema our booking route validates with too. */
function ContactDetails({
  texts,
  subLevel,
  onSubmit,
  onBack,
}: Pick<PageProps, "texts" | "subLevel"> & {
  onSubmit: (contact: ContactForm) => Promise<{ ok: boolean; message?: string }>;
  onBack: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const schema = useMemo(() => contactFormSchema(texts.contactErrors), [texts.contactErrors]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ContactForm>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: emptyContact,
  });

  const submit = handleSubmit(async (contact) => {
    setFailure(null);
    const result = await onSubmit(contact);
    if (!result.ok) setFailure(result.message ?? texts.genericError);
  });

  return (
    <FormGrid onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Heading level={subLevel} size="lg" id={headingId}>
        {texts.contactHeading}
      </Heading>
      <FormFields
        register={register}
        control={control}
        errors={errors}
        fields={[
          { name: "firstName", label: texts.firstName, autoComplete: "given-name", required: true },
          { name: "lastName", label: texts.lastName, autoComplete: "family-name", required: true },
          {
            name: "phoneMobile",
            label: texts.mobile,
            hint: texts.mobileHint,
            kind: "tel",
            required: true,
            clean: sanitisePhone,
          },
          { name: "email", label: texts.email, kind: "email", required: true },
          {
            name: "freeText",
            label: texts.comment,
            kind: "textarea",
            maxLength: FREE_TEXT_MAX_LENGTH,
            rows: 3,
          },
        ]}
      />
      {failure ? (
        <Notice tone="error" live>
          <ErrorText>{failure}</ErrorText>
        </Notice>
      ) : null}
      <Actions>
        <Button variant="Secondary" onClick={onBack}>
          {texts.back}
        </Button>
        <Button type="submit" disabled={!isValid} loading={isSubmitting}>
          {texts.submitBooking}
        </Button>
      </Actions>
    </FormGrid>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${space.sm};
  justify-items: start;
  > * {
    max-width: 100%;
  }
`;

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  &:focus {
    outline: none;
  }
`;

const TimeList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
