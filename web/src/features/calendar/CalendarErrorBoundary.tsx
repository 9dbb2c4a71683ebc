import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps the rest of the page alive when the calendar fails to render. */
export class CalendarErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // No personal data here: only the component stack and the error's message.
    console.error("Calendar render failure", error.message, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <div className="notification is-danger is-light calendar-message" role="alert">
          Une erreur s'est produite lors du chargement du calendrier.
        </div>
      );
    }
    return this.props.children;
  }
}
