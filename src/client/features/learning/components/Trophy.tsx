import { t } from '@shared/i18n';
import '@shared/messages/learning';

/** The passed-test trophy, drawn inline so it costs no download. */
export function Trophy() {
  return (
    <svg
      className="trophy"
      viewBox="0 0 64 64"
      width="96"
      height="96"
      role="img"
      aria-label={t('learning.trophyAlt')}
    >
      <path d="M18 8h28v10c0 10-6 18-14 18S18 28 18 18z" fill="#d4a017" />
      <path
        d="M18 12H8c0 10 5 15 12 15M46 12h10c0 10-5 15-12 15"
        fill="none"
        stroke="#d4a017"
        strokeWidth="4"
      />
      <rect x="28" y="36" width="8" height="10" fill="#b8860b" />
      <rect x="18" y="46" width="28" height="8" rx="2" fill="#8b6508" />
    </svg>
  );
}
