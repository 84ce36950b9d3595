import './review-list.css';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { t } from '@shared/i18n';
import { QUEUE_LIST_SIZE } from '@shared/domain/staff-counts';
import '@shared/messages/review';

interface ReviewRow {
  key: string;
  /** The row's name in the list: what and whose. */
  title: string;
  /** A short second line (when, how much). */
  meta?: string;
  /** The item's decision card, shown in the detail pane when the row is selected. */
  card: ReactNode;
}

export interface ReviewSection {
  /** A heading above this part of the queue (a page with several queues, like rides). */
  heading?: string;
  /** What shows when this part has nothing waiting. */
  empty: string;
  cards: ReviewRow[];
}

/** Keys the queue answers, unless the person is typing in a field. */
const nextKeys = ['j', 'ArrowDown'];
const previousKeys = ['k', 'ArrowUp'];
const actionKeys: Record<string, string> = { a: 'approve', s: 'sendBack' };

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Every staff review queue: a list of the items waiting and, beside it (below it on a phone), the selected
 * item's decision card. j/k or ↓/↑ move through the list, `a` presses the card's approve button and `s`
 * its send-back button (see DecisionCard's `data-shortcut`); none of them fire while typing. When the
 * decided item leaves the list, the one that took its place opens.
 */
export function ReviewList({
  title,
  notice,
  toolbar,
  pending,
  failed,
  sections,
  className = 'review',
}: {
  title: string;
  notice: string;
  toolbar?: ReactNode;
  pending: boolean;
  /** The text shown when the queue did not load (a queue without one shows its empty text). */
  failed?: string | false;
  sections: ReviewSection[];
  className?: string;
}) {
  const rows = useMemo(() => sections.flatMap((s) => s.cards), [sections]);
  const [selected, setSelected] = useState<string | null>(null);
  const lastIndex = useRef(0);
  const detail = useRef<HTMLDivElement>(null);
  const listId = useId();

  const index = rows.findIndex((r) => r.key === selected);
  if (index >= 0) lastIndex.current = index;
  // The selected item was decided (or nothing is selected yet): open the one now at its place.
  const current = index >= 0 ? rows[index] : rows[Math.min(lastIndex.current, rows.length - 1)];

  const move = (by: number) => {
    if (!rows.length) return;
    const from = current ? rows.indexOf(current) : 0;
    const next = rows[Math.max(0, Math.min(rows.length - 1, from + by))]!;
    setSelected(next.key);
    document.getElementById(`${listId}-${next.key}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const keys = useRef({ move });
  keys.current = { move };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typingIn(e.target)) return;
      if (nextKeys.includes(e.key) || previousKeys.includes(e.key)) {
        e.preventDefault();
        keys.current.move(nextKeys.includes(e.key) ? 1 : -1);
        return;
      }
      const action = actionKeys[e.key];
      if (!action) return;
      const button = detail.current?.querySelector<HTMLButtonElement>(
        `button[data-shortcut="${action}"]:not(:disabled)`,
      );
      if (!button) return;
      e.preventDefault();
      button.click();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const open = (key: string) => {
    setSelected(key);
    // On a phone the detail is below the list: bring it into view.
    if (window.matchMedia?.('(max-width: 899px)').matches)
      detail.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <section className={className || undefined}>
      <h1>{title}</h1>
      {toolbar}
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      {pending ? (
        <p>{t('common.loading')}</p>
      ) : failed ? (
        <p>{failed}</p>
      ) : (
        <div className="queue">
          <div className="queue-list">
            {rows.length > 0 && <p className="queue-keys muted">{t('review.keys')}</p>}
            {sections.some((section) => section.cards.length >= QUEUE_LIST_SIZE) && (
              <p className="queue-keys muted">{t('review.oldestShown', { size: QUEUE_LIST_SIZE })}</p>
            )}
            {sections.map((section, i) => (
              <QueuePart
                key={section.heading ?? i}
                section={section}
                current={current?.key}
                idPrefix={listId}
                onOpen={open}
              />
            ))}
          </div>
          <div className="queue-detail" ref={detail}>
            {current && <div key={current.key}>{current.card}</div>}
          </div>
        </div>
      )}
    </section>
  );
}

function QueuePart({
  section,
  current,
  idPrefix,
  onOpen,
}: {
  section: ReviewSection;
  current: string | undefined;
  idPrefix: string;
  onOpen: (key: string) => void;
}) {
  return (
    <>
      {section.heading && <h2 className="queue-heading">{section.heading}</h2>}
      {section.cards.length ? (
        <ul className="queue-rows">
          {section.cards.map((row) => (
            <li key={row.key}>
              <button
                id={`${idPrefix}-${row.key}`}
                type="button"
                className="queue-row"
                aria-current={row.key === current ? 'true' : undefined}
                onClick={() => onOpen(row.key)}
              >
                <span className="queue-row-title">{row.title}</span>
                {row.meta && <span className="queue-row-meta">{row.meta}</span>}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{section.empty}</p>
      )}
    </>
  );
}
