import type { HubIcon } from '@shared/domain/documents';
import { IconCamera, IconCircleCheck, IconEye } from '@client/ui/icons';

const icons: Record<HubIcon, typeof IconCamera> = {
  camera: IconCamera,
  eyes: IconEye,
  check: IconCircleCheck,
};

/** Camera, eyes or check: the hub's picture of where a document stands (spec 001 §2). */
export function StatusIcon({ icon }: { icon: HubIcon }) {
  const Icon = icons[icon];
  return <Icon className={`status-icon status-icon-${icon}`} size={32} aria-hidden="true" />;
}
