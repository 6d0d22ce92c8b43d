import { Component, type ErrorInfo, type ReactNode } from "react";
import { logger } from "../../api-adapters/shared/logger";
import { SectionErrorFallback } from "../../design-system";

interface Props {
  componentName: string;
  children: ReactNode;
}

export function reloadPage(): void {
  window.location.reload();
}

/** One per rendering: a section that throws shows the fallback box; the page goes on. */
export class RenderingBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logger.error("composer.render-failed", {
      componentName: this.props.componentName,
      message: error.message,
      componentStack: info.componentStack?.split("\n").slice(0, 4).join("\n"),
    });
  }

  override render(): ReactNode {
    return this.state.failed ? <SectionErrorFallback onReload={reloadPage} /> : this.props.children;
  }
}
