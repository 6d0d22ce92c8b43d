import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import styled from "styled-components";
import type { TireHotelBrowserClient } from "../../../api-adapters/tirehotel/browser-client";
import { space, vars } from "../../theme";
import { sessionStore } from "../../hooks/sessionStore";
import { useHydrated } from "../../hooks/useHydrated";
import { Button } from "../../primitives/Button";
import { Heading, type HeadingLevel } from "../../primitives/Heading";
import { Link } from "../../primitives/Link";
import { Text } from "../../primitives/Text";
import { LoginPage, SearchPage, ValidatePage } from "./AccessPages";
import { BookingPage } from "./BookingPage";
import { ConfirmationPage } from "./ConfirmationPage";
import { progressEvent, type ProgressStep, type TireHotelEvent } from "./rules";
import {
  clearState,
  initialState,
  isLoggedIn,
  readState,
  resolvePage,
  writeState,
  type StateStorage,
  type TireHotelPage,
  type TireHotelState,
} from "./session";
import type { PageProps } from "./shared";
import type { TireHotelTexts } from "./texts";
import { VehiclePage } from "./VehiclePage";

export interface TireHotelProps {
  /** The calls of specs §7: the app's client of our /api routes, or a stub. */
  client: TireHotelBrowserClient;
  /** The footer's contact e-mail address. */
  contactEmail: string;
  /**
   * The book-service page, linked when a plate has no agreement (the CMS's BookServiceLink);
   * without one the answer has no link.
   */
  bookServiceHref?: string;
  /** Where 'Gå till startsidan' leads. */
  homeHref?: string;
  /** "Kontakta våra verkstäder" on the Login page; a mail to `contactEmail` by default. */
  contactHref?: string;
  /** The optional info link of the tire package card. */
  packageInfoHref?: string;
  /** Progress steps 1–6 and the purchase event (the app pushes them to the data layer). */
  onTrack?: (event: TireHotelEvent) => void;
  /** Failures worth logging (dates, times, booking, review). */
  onError?: (event: string, details: Record<string, unknown>) => void;
  /** Where the flow's state is kept; session storage by default, `null` for nowhere. */
  storage?: StateStorage | null;
  /** "Today" for the bookable dates (tests, stories); the current day by default. */
  today?: Date;
  /** The widget's texts: `tireHotelTexts(t)` with the site's `t()`. */
  texts: TireHotelTexts;
  /** The level of each page's heading; sections and cards sit one level below. */
  headingLevel?: 2 | 3 | 4;
  locale?: string;
  className?: string;
}

const pageHeading = (texts: TireHotelTexts): Record<TireHotelPage, string> => ({
  search: texts.searchHeading,
  login: texts.loginHeading,
  validate: texts.validateHeading,
  loggedIn: texts.vehicleHeading,
  booking: texts.bookingHeading,
  confirmation: texts.confirmationHeading,
});

/** The progress step each page reports when shown (5, contact details, is the booking form). */
const pageSteps: Partial<Record<TireHotelPage, ProgressStep>> = {
  login: 1,
  validate: 2,
  loggedIn: 3,
  booking: 4,
  confirmation: 6,
};

/**
 * The tire hotel self-service flow (specs/service-flows.md §2.2, §4.2): Search, Login, Validate,
 * LoggedIn, Booking and Confirmation in one widget, the state kept in session storage under
 * 'tirehotel'. Focus moves to the new page's heading on every page change.
 */
export function TireHotel({
  client,
  contactEmail,
  bookServiceHref,
  homeHref = "/",
  contactHref,
  packageInfoHref,
  onTrack,
  onError,
  storage: storageProp,
  today: todayProp,
  texts,
  headingLevel = 2,
  locale = "sv-SE",
  className,
}: TireHotelProps) {
  const storage = useMemo(
    () => (storageProp === undefined ? sessionStore() : storageProp),
    [storageProp],
  );
  const [today] = useState(() => todayProp ?? new Date());
  // The server (and hydration) render Search; the stored state is read once hydrated, as
  // session storage exists only in the browser.
  const hydrated = useHydrated();
  const stored = useMemo(() => (hydrated ? readState(storage) : initialState), [hydrated, storage]);
  const [changed, setState] = useState<TireHotelState | null>(null);
  const state = changed ?? stored;
  const root = useRef<HTMLElement>(null);
  const moveFocus = useRef(false);
  const tracked = useRef(new Set<ProgressStep>());

  const track = useCallback(
    (event: TireHotelEvent) => {
      if (event.event === "tirehotel_step") {
        if (tracked.current.has(event.step)) return;
        tracked.current.add(event.step);
      }
      onTrack?.(event);
    },
    [onTrack],
  );

  const reportError = useCallback(
    (event: string, details: Record<string, unknown>) => onError?.(event, details),
    [onError],
  );

  useEffect(() => {
    const step = pageSteps[state.page];
    if (step) track(progressEvent(step));
  }, [state.page, track]);

  // Layout effect: the heading has focus before anything (a screen reader, a test) looks.
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    root.current?.querySelector<HTMLElement>("[data-page-heading]")?.focus();
  }, [state.page]);

  const go = useCallback(
    (page: TireHotelPage, patch: Partial<TireHotelState> = {}) => {
      setState((current) => {
        const next = { ...(current ?? stored), ...patch, page };
        const resolved = { ...next, page: resolvePage(next) };
        writeState(storage, resolved);
        return resolved;
      });
      moveFocus.current = true;
    },
    [storage, stored],
  );

  const logout = useCallback(() => {
    // The server's session cookie ends too; the visitor does not wait for it.
    void client.logout();
    clearState(storage);
    tracked.current.clear();
    moveFocus.current = true;
    setState(initialState);
  }, [client, storage]);

  const subLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const pageProps: PageProps = {
    state,
    client,
    texts,
    go,
    logout,
    subLevel,
    track,
    reportError,
    locale,
  };

  return (
    <Root ref={root} className={className} data-page={state.page}>
      <Heading level={headingLevel} size="xl" tabIndex={-1} data-page-heading>
        {pageHeading(texts)[state.page]}
      </Heading>
      {state.page === "search" ? (
        <SearchPage {...pageProps} bookServiceHref={bookServiceHref} />
      ) : state.page === "login" ? (
        <LoginPage {...pageProps} contactHref={contactHref ?? `mailto:${contactEmail}`} />
      ) : state.page === "validate" ? (
        <ValidatePage {...pageProps} />
      ) : state.page === "loggedIn" ? (
        <VehiclePage {...pageProps} packageInfoHref={packageInfoHref} />
      ) : state.page === "booking" ? (
        <BookingPage {...pageProps} today={today} />
      ) : (
        <ConfirmationPage {...pageProps} today={today} homeHref={homeHref} />
      )}
      <Footer>
        <Text size="sm">
          {texts.footerQuestion} {texts.footerContact}{" "}
          <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>
        </Text>
        {isLoggedIn(state) ? (
          <Button variant="Ghost" onClick={logout}>
            {texts.logout}
          </Button>
        ) : null}
      </Footer>
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${space.lg};
  color: ${vars.color.text};
  [data-page-heading]:focus {
    outline: none;
  }
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  padding-top: ${space.md};
  border-top: 1px solid ${vars.color.border};
`;
