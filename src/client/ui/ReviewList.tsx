import type { ReactNode } from 'react';
import { t } from '@shared/i18n-core';

export interface ReviewSection {
  /** A heading above this part of the queue (a page with several queues, like rides). */
  heading?: string;
  /** What shows when this part has nothing waiting. */
  empty: string;
  /** One decision card per item, keyed by the item's id. */
  cards: { key: string; card: ReactNode }[];
}

/**
 * The frame of every staff review queue: the title, optional controls, a screen-reader notice of the last
 * decision, then one or more lists of decision cards (or 'Loading…', a load failure, or the empty text).
 */
export function ReviewList({
  title,
  notice,
  toolbar,
  pending,
  failed,
  sections,
  className = 'review',
  listClassName = 'review-list',
}: {
  title: string;
  notice: string;
  toolbar?: ReactNode;
  pending: boolean;
  /** The text shown when the queue did not load (a queue without one shows its empty text). */
  failed?: string | false;
  sections: ReviewSection[];
  className?: string;
  listClassName?: string;
}) {
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
        sections.map((section, i) => (
          <ReviewPart key={section.heading ?? i} section={section} listClassName={listClassName} />
        ))
      )}
    </section>
  );
}

function ReviewPart({ section, listClassName }: { section: ReviewSection; listClassName: string }) {
  return (
    <>
      {section.heading && <h2>{section.heading}</h2>}
      {section.cards.length ? (
        <ul className={listClassName}>
          {section.cards.map(({ key, card }) => (
            <li key={key}>{card}</li>
          ))}
        </ul>
      ) : (
        <p>{section.empty}</p>
      )}
    </>
  );
}
