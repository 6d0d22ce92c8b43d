import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";

const Marker = styled.div`
  margin: ${space.md};
  padding: ${space.md};
  border: 2px dashed ${vars.color.feedbackError};
  color: ${vars.color.text};
  background: ${vars.color.feedbackErrorSurface};
  font-size: ${fontSize.sm};
`;

/** Page-editing mode only: marks a rendering whose component the site does not know. */
export function UnknownBlockMarker({ componentName }: { componentName: string }) {
  return (
    <Marker role="note">
      Unknown component: <strong>{componentName}</strong>
    </Marker>
  );
}
