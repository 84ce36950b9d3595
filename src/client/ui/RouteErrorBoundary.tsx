import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '@shared/i18n-core';
import { CallUsLink } from './CallUsLink';

interface Props {
  children: ReactNode;
  /** When this changes (the person went to another page), a shown error is cleared. */
  resetKey?: unknown;
}
interface State {
  error: unknown;
  seenKey: unknown;
}

/**
 * Around each page outlet: a render error in a page shows a plain message, a "Try again" button that
 * renders the page again, and the program's phone, instead of leaving the outlet blank.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, seenKey: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Another page: forget the error of the one before.
    if (state.error && props.resetKey !== state.seenKey) return { error: null, seenKey: props.resetKey };
    if (!state.error && props.resetKey !== state.seenKey) return { seenKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('page render error', error, info.componentStack);
  }

  retry = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="page-error" role="alert" data-testid="page-error">
        <h1>{t('shell.pageError')}</h1>
        <p>{t('shell.pageErrorBody')}</p>
        <p>
          <button type="button" className="button button-primary" onClick={this.retry}>
            {t('shell.tryAgain')}
          </button>
        </p>
        <p>
          <CallUsLink />
        </p>
      </section>
    );
  }
}
