// A page that throws while rendering shows a message inside the frame around it (the shell stays,
// with its sidebar and menus), instead of React unmounting the whole app to a blank screen.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useLocation, useNavigate } from 'react-router';
import { reportClientError } from '../providers/client-errors';
import './page-error.css';

interface BoundaryProps {
  /** The page's address: moving to another page clears the error. */
  pathname: string;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The address the error happened on. */
  failedAt: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return state.failedAt === props.pathname ? null : { failedAt: props.pathname };
    // Another page was opened (sidebar, Back, a link): it gets its own chance to render.
    return state.failedAt !== props.pathname ? { error: null, failedAt: props.pathname } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportClientError(error, info.componentStack ?? undefined);
  }

  retry = () => this.setState({ error: null });

  override render() {
    return this.state.error !== null ? this.props.fallback(this.retry) : this.props.children;
  }
}

function PageError({ retry, home }: { retry: () => void; home: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // react-router keeps the position in the history stack; at 0 there is nothing of ours to go back to.
  const canGoBack = typeof window !== 'undefined' && ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <section className="page-error" role="alert">
      <h1 className="page-error-title">{t('pageError.title')}</h1>
      <p className="page-error-text">{t('pageError.text')}</p>
      <div className="page-error-actions">
        <button type="button" className="page-error-button is-primary" onClick={retry}>
          {t('pageError.retry')}
        </button>
        <button type="button" className="page-error-button" onClick={() => (canGoBack ? navigate(-1) : navigate(home))}>
          {t('pageError.back')}
        </button>
      </div>
    </section>
  );
}

/** Wraps a route's page: `home` is where "Go back" leads when there is no earlier page. */
export function PageErrorBoundary({ home, children }: { home: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname} fallback={(retry) => <PageError retry={retry} home={home} />}>
      {children}
    </Boundary>
  );
}
