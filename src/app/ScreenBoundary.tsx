/**
 * One screen's error boundary: a render error inside a screen replaces that screen only, so the navbar,
 * footer and offline banner stay and the person can go elsewhere (issue 15). The error is reported to
 * the server's log. Changing route, or Try again, renders the screen afresh.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../api/report-error';
import { SCREEN_PROBLEM } from '../content/resilience';
import { ScreenProblem } from './ScreenProblem';

interface Props {
  /** The current location: a new one clears a failure (the next screen deserves its own chance). */
  location: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

export class ScreenBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === '') return { failedAt: props.location };
    if (state.failedAt !== null && state.failedAt !== props.location) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError('render', error, info.componentStack);
  }

  override render() {
    if (this.state.failedAt === null) return this.props.children;
    return (
      <ScreenProblem message={SCREEN_PROBLEM.crashed} lead={SCREEN_PROBLEM.crashedLead} onRetry={() => this.setState({ failedAt: null })} />
    );
  }
}
