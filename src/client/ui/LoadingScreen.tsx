import { t } from '@shared/i18n-core';

export function LoadingScreen({ label = t('shell.loadingScreen') }: { label?: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
