import type { HubIcon } from '@shared/domain/documents';

const paths: Record<HubIcon, string> = {
  camera:
    'M9 4h6l1.5 2H20a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3.5L9 4zm3 4.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  eyes: 'M7 6a4 5 0 1 0 0 10 4 5 0 0 0 0-10zm10 0a4 5 0 1 0 0 10 4 5 0 0 0 0-10zM7 9.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm10 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z',
  check:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.2 14.2-4.3-4.3 1.4-1.4 2.9 2.9 5.9-5.9 1.4 1.4-7.3 7.3z',
};

/** Camera, eyes or check: the hub's picture of where a document stands (spec 001 §2). */
export function StatusIcon({ icon }: { icon: HubIcon }) {
  return (
    <svg
      className={`status-icon status-icon-${icon}`}
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
    >
      <path d={paths[icon]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
