import { useEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '@shared/i18n';
import '@shared/messages/review';

export interface DecisionAction {
  label: string;
  onClick: () => void;
  /** The first action is the primary one unless told otherwise. */
  tone?: 'primary' | 'ghost' | 'danger';
  /** The queue's `a` key presses the approving action: the first one unless another says so. */
  approves?: boolean;
}

/** A decision that needs a reason first: a button that opens the reason form, then confirm or back. */
export interface ReasonStep {
  /** The button that opens the form. */
  label: string;
  /** The fields (and their error), owned by the page. */
  form: ReactNode;
  confirmLabel: string;
  /** Checks the reason and decides; the form stays open (showing the page's error) when it is not valid. */
  onConfirm: () => void;
  /** A fieldset with this legend, or a plain field group when absent. */
  legend?: string;
}

/**
 * One item of a staff review queue: its heading (which names the card for assistive technology), a line of
 * details, the item itself, and the decision buttons (disabled while a decision is being sent).
 */
export function DecisionCard({
  id,
  heading,
  headingLevel = 2,
  details,
  children,
  actions = [],
  reason,
  busy = false,
  className = 'card review-card',
  detailsClassName = 'muted',
}: {
  /** The heading's element id. */
  id: string;
  heading: ReactNode;
  headingLevel?: 2 | 3;
  details?: ReactNode;
  children?: ReactNode;
  actions?: DecisionAction[];
  reason?: ReasonStep;
  busy?: boolean;
  className?: string;
  detailsClassName?: string;
}) {
  const [asking, setAsking] = useState(false);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const toneOf = (a: DecisionAction, i: number) => a.tone ?? (i === 0 ? 'primary' : 'ghost');
  const approving = Math.max(
    0,
    actions.findIndex((a) => a.approves),
  );
  return (
    <article className={className || undefined} aria-labelledby={id}>
      <Heading id={id}>{heading}</Heading>
      {details !== undefined && <p className={detailsClassName}>{details}</p>}
      {children}
      {reason && asking ? (
        <ReasonForm reason={reason} busy={busy} onBack={() => setAsking(false)} />
      ) : (
        (actions.length > 0 || reason) && (
          <div className="review-actions">
            {actions.map((a, i) => (
              <button
                key={a.label}
                type="button"
                className={`button button-${toneOf(a, i)}`}
                disabled={busy}
                onClick={a.onClick}
                {...(i === approving ? { 'data-shortcut': 'approve', 'aria-keyshortcuts': 'a' } : {})}
              >
                {a.label}
                {i === approving && (
                  <kbd className="shortcut" aria-hidden="true">
                    {t('review.keyApprove')}
                  </kbd>
                )}
              </button>
            ))}
            {reason && (
              <button
                type="button"
                className="button button-ghost"
                data-shortcut="sendBack"
                aria-keyshortcuts="s"
                onClick={() => setAsking(true)}
              >
                {reason.label}
                <kbd className="shortcut" aria-hidden="true">
                  {t('review.keySendBack')}
                </kbd>
              </button>
            )}
          </div>
        )
      )}
    </article>
  );
}

function ReasonForm({ reason, busy, onBack }: { reason: ReasonStep; busy: boolean; onBack: () => void }) {
  const box = useRef<HTMLDivElement & HTMLFieldSetElement>(null);
  // Opened from the keyboard or a click, the form takes the focus so the reason can be chosen at once.
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, []);
  const buttons = (
    <div className="review-actions">
      <button type="button" className="button button-danger" disabled={busy} onClick={reason.onConfirm}>
        {reason.confirmLabel}
      </button>
      <button type="button" className="button button-ghost" onClick={onBack}>
        {t('common.back')}
      </button>
    </div>
  );
  return reason.legend ? (
    <fieldset className="review-reasons" ref={box}>
      <legend>{reason.legend}</legend>
      {reason.form}
      {buttons}
    </fieldset>
  ) : (
    <div className="field" ref={box}>
      {reason.form}
      {buttons}
    </div>
  );
}
