import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '@shared/i18n';
import { IconX } from './icons';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A modal that must be answered (session expired) has no close button and ignores Escape. */
  dismissible?: boolean;
  className?: string;
}

/** Native <dialog> opened as a modal: focus is trapped and restored by the browser. */
export function Dialog({ title, onClose, children, dismissible = true, className }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) onClose();
      }}
    >
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        {dismissible && (
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
            <IconX aria-hidden="true" size={28} />
          </button>
        )}
      </div>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}
