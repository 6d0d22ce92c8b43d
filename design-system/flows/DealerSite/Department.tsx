import { Fragment, useState } from "react";
import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { Disclosure } from "../../primitives/Disclosure";
import { Heading } from "../../primitives/Heading";
import { Link } from "../../primitives/Link";
import { telHref } from "../CarDetail/rules";
import type { OpeningHoursRow, SiteDepartment, SiteDetailLabels, SiteLead } from "./types";

type DepartmentLabels = Pick<
  SiteDetailLabels,
  "call" | "email" | "openingHours" | "deviationDays" | "staff" | "showStaff" | "hideStaff"
>;

const Root = styled.article`
  display: grid;
  align-content: start;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
  background: ${vars.color.surface};
`;

const Contacts = styled.ul`
  display: grid;
  gap: ${space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Hours = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.xxs} ${space.md};
  margin: 0;
  dd {
    margin: 0;
  }
`;

const People = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

/** Opening hours as a description list: the day, then the hours. */
export function HoursList({ rows }: { rows: OpeningHoursRow[] }) {
  return (
    <Hours>
      {rows.map((row) => (
        <Fragment key={row.day}>
          <dt>{row.day}</dt>
          <dd>{row.hours}</dd>
        </Fragment>
      ))}
    </Hours>
  );
}

interface ContactLinksProps {
  phone?: string;
  email?: string;
  labels: Pick<SiteDetailLabels, "call" | "email">;
  onLead?: (action: SiteLead["action"]) => void;
}

/** A phone (tel:) and an e-mail (mailto:) link, each a lead. */
export function ContactLinks({ phone, email, labels, onLead }: ContactLinksProps) {
  if (!phone && !email) return null;
  return (
    <Contacts>
      {phone ? (
        <li>
          <Link href={telHref(phone)} onClick={() => onLead?.("phone")}>
            {labels.call} {phone}
          </Link>
        </li>
      ) : null}
      {email ? (
        <li>
          <Link href={`mailto:${email}`} onClick={() => onLead?.("email")}>
            {labels.email} {email}
          </Link>
        </li>
      ) : null}
    </Contacts>
  );
}

interface DepartmentCardProps {
  department: SiteDepartment;
  labels: DepartmentLabels;
  onLead?: (lead: SiteLead) => void;
}

/**
 * A department: its contacts, opening hours, deviating days and its employees behind a
 * show/hide button (each person with title, phone and e-mail).
 */
export function DepartmentCard({ department, labels, onLead }: DepartmentCardProps) {
  const [staffOpen, setStaffOpen] = useState(false);
  const lead = (action: SiteLead["action"]) => onLead?.({ action, department: department.name });
  return (
    <Root aria-label={department.name}>
      <Heading level={3} size="lg">
        {department.name}
      </Heading>
      <ContactLinks
        phone={department.phone}
        email={department.email}
        labels={labels}
        onLead={lead}
      />
      {department.openingHours.length > 0 ? (
        <>
          <Heading level={4} size="md">
            {labels.openingHours}
          </Heading>
          <HoursList rows={department.openingHours} />
        </>
      ) : null}
      {department.deviationDays && department.deviationDays.length > 0 ? (
        <>
          <Heading level={4} size="md">
            {labels.deviationDays}
          </Heading>
          <HoursList rows={department.deviationDays} />
        </>
      ) : null}
      {department.staff.length > 0 ? (
        <Disclosure
          summary={`${staffOpen ? labels.hideStaff : labels.showStaff} (${department.staff.length})`}
          open={staffOpen}
          onOpenChange={setStaffOpen}
          region={false}
        >
          <People aria-label={`${labels.staff}, ${department.name}`}>
            {department.staff.map((person) => (
              <li key={`${person.name}-${person.email ?? person.phone ?? ""}`}>
                <strong>{person.name}</strong>
                {person.title ? (
                  <>
                    <br />
                    <Muted>{person.title}</Muted>
                  </>
                ) : null}
                <ContactLinks
                  phone={person.phone}
                  email={person.email}
                  labels={labels}
                  onLead={lead}
                />
              </li>
            ))}
          </People>
        </Disclosure>
      ) : null}
    </Root>
  );
}
