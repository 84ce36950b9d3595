import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ALERT_TIMEOUT_MS, alertTypeFor, type AlertType } from '@shared/domain/alerts';
import { t } from '@shared/i18n-core';
import { IconX } from './icons';
import { setErrorSink } from '@client/lib/error-reporting';

interface Alert {
  id: number;
  message: string;
  type: AlertType;
  timeout: number;
}
interface AlertApi {
  /** Shows the bottom banner; errors about a wrong code or a lost session are downgraded to warnings. */
  notify(message: string, type?: AlertType, timeout?: number): void;
  notifyError(err: unknown): void;
}

const AlertContext = createContext<AlertApi | null>(null);
let nextId = 1;

export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<Alert | null>(null);
  const notify = useCallback((message: string, type: AlertType = 'error', timeout = ALERT_TIMEOUT_MS) => {
    setAlert({ id: nextId++, message, type: alertTypeFor(message, type), timeout });
  }, []);
  const notifyError = useCallback(
    (err: unknown) => notify(err instanceof Error && err.message ? err.message : t('errors.internal')),
    [notify],
  );
  const value = useMemo(() => ({ notify, notifyError }), [notify, notifyError]);
  // The query client's caches report failed queries and mutations through this banner.
  useEffect(() => setErrorSink(value), [value]);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert((a) => (a?.id === alert.id ? null : a)), alert.timeout);
    return () => clearTimeout(timer);
  }, [alert]);

  return (
    <AlertContext.Provider value={value}>
      {children}
      <div className="alert-region" role={alert?.type === 'error' ? 'alert' : 'status'} aria-live="polite">
        {alert && (
          <div className={`alert alert-${alert.type}`} data-testid="alert">
            <p>{alert.message}</p>
            <button
              type="button"
              className="alert-close"
              onClick={() => setAlert(null)}
              aria-label={t('common.close')}
            >
              <IconX aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </AlertContext.Provider>
  );
}

export function useAlerts(): AlertApi {
  const ctx = useContext(AlertContext);
  if (!ctx) throw new Error('useAlerts outside AlertProvider');
  return ctx;
}
