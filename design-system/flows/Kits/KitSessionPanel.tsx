import styled from "styled-components";
import { space, vars } from "../../theme";
import { Button } from "../../primitives/Button";
import { Modal } from "../../primitives/Modal";
import { isKitSessionActive, KIT_SESSION_KEYS } from "./rules";
import type { KitCatalogueLabels, KitSession } from "./types";

export interface KitSessionPanelProps {
  open: boolean;
  onClose: () => void;
  session: Partial<KitSession>;
  onClear: () => void;
  /** Development and demo only: fills the session with sample values. */
  onTestSession?: () => void;
  labels: KitCatalogueLabels;
  inlinePreview?: boolean;
}

const Fields = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.xxs} ${space.md};
  margin: ${space.md} 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Field = styled.div`
  display: contents;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

/** The dealer session from the dealer system: its five fields, clear, and the test session. */
export function KitSessionPanel({
  open,
  onClose,
  session,
  onClear,
  onTestSession,
  labels,
  inlinePreview,
}: KitSessionPanelProps) {
  const active = isKitSessionActive(session);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={labels.sessionTitle}
      description={active ? labels.sessionActive : labels.sessionInactive}
      closeLabel={labels.close}
      inlinePreview={inlinePreview}
    >
      <Fields data-kit-session={active ? "active" : "inactive"}>
        {KIT_SESSION_KEYS.map((key) => (
          <Field key={key}>
            <dt>{labels.sessionFields[key]}</dt>
            <dd>{session[key] ?? "–"}</dd>
          </Field>
        ))}
      </Fields>
      <Actions>
        {Object.keys(session).length > 0 ? (
          <Button variant="Secondary" onClick={onClear}>
            {labels.clearSession}
          </Button>
        ) : null}
        {onTestSession ? (
          <Button variant="Ghost" onClick={onTestSession} data-kit-test-session="">
            {labels.testSession}
          </Button>
        ) : null}
      </Actions>
    </Modal>
  );
}
