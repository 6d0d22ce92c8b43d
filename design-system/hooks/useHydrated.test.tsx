// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./useHydrated";

function Probe() {
  return <span data-testid="probe">{useHydrated() ? "browser" : "server"}</span>;
}

describe("useHydrated", () => {
  it("is false on the server", () => {
    expect(renderToString(<Probe />)).toContain("server");
  });

  it("is true once rendered in the browser", () => {
    render(<Probe />);
    expect(screen.getByTestId("probe").textContent).toBe("browser");
  });
});
