import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ChecklistItem } from '@shared/domain/checklist';
import type { RideReason } from '@shared/domain/rides';
import { t } from '@shared/i18n';
import { PROGRESS_FORM, PROGRESS_PING } from '@shared/page-data';
import { useCompleteStep, useWaitingSteps } from '@client/lib/progress';
import { IconArrowRight, IconCheck } from '@client/ui/icons';
import '@shared/messages/checklist';
import '@shared/messages/menu';
import '@shared/messages/stage';

const isExternal = (to: string) => /^https?:/.test(to);

/** What the app composes into a checklist item that offers a ride (the rides area's Ride button). */
export type RideButtonSlot = (reason: RideReason) => ReactNode;

/** The items of a stage: green boxes to do, checks for done, info cards, and the explainer. */
export function Checklist({
  items,
  completed,
  rideButton,
}: {
  items: ChecklistItem[];
  completed: ReadonlySet<string>;
  rideButton?: RideButtonSlot | undefined;
}) {
  // A refused click changes nothing on screen: the server's list replaces the one shown.
  const mark = useCompleteStep({ handlesError: true });
  const waiting = useWaitingSteps();

  const onOpen = (item: ChecklistItem) => {
    if (item.completeOnClick && !completed.has(item.to)) mark.mutate(item.to);
  };

  return (
    <ol className="checklist">
      {items.map((item, i) =>
        item.status === 'hidden' ? null : (
          <li key={item.to + item.text} className={`checklist-item item-${item.status}`}>
            {item.postSchool && !items[i - 1]?.postSchool && (
              <h3 className="checklist-part">{t('checklist.afterSchool')}</h3>
            )}
            {item.status === 'explainer' ? (
              <p className="explainer">{t('stage.explainer')}</p>
            ) : item.status === 'informational' ? (
              <div>
                <p className="item-text">{item.text}</p>
                {item.subtext && <p className="subtext">{item.subtext}</p>}
              </div>
            ) : item.ride ? (
              <div className="item-ride">
                <p className="item-text">{item.text}</p>
                {item.subtext && <p className="subtext">{item.subtext}</p>}
                {rideButton?.(item.ride)}
              </div>
            ) : (
              <ItemLink item={item} waiting={waiting.has(item.to)} onOpen={() => onOpen(item)} />
            )}
          </li>
        ),
      )}
    </ol>
  );
}

function ItemLink({ item, waiting, onOpen }: { item: ChecklistItem; waiting: boolean; onOpen: () => void }) {
  const done = item.status === 'completed';
  const state = waiting
    ? t('shell.waitingToSend')
    : done
      ? t('checklist.done')
      : (item.cta ?? t('checklist.start'));
  const body = (
    <>
      <span className="item-mark" aria-hidden="true">
        {done ? <IconCheck strokeWidth={3} /> : <IconArrowRight strokeWidth={2.5} />}
      </span>
      <span className="item-main">
        <span className="item-text">{item.text}</span>
        {item.subtext && <span className="subtext">{item.subtext}</span>}
      </span>
      <span className={`item-state${waiting ? ' item-waiting' : ''}`}>{state}</span>
    </>
  );
  // Without the script (not loaded yet on a poor link, or off) opening a step that is done by opening it
  // is a plain form: the server marks it and sends the browser on to the step (decision 039). The link is
  // hidden then by `scripting: none`; a browser running the script never parses the <noscript>.
  const marks = item.completeOnClick && !done;
  const external = isExternal(item.to);
  const plainForm = marks && (
    <noscript>
      <form method="post" action={PROGRESS_FORM} target={external ? '_blank' : undefined}>
        <input type="hidden" name="url" value={item.to} />
        <button type="submit" className="item-link">
          {body}
        </button>
      </form>
    </noscript>
  );
  const linkClass = `item-link${marks ? ' item-marks' : ''}`;
  // Followed before the script runs (a slow link), the link itself tells the server: the browser pings.
  // With the script the click marks the step through the API and an internal link is never followed.
  const ping = marks ? `${PROGRESS_PING}?${new URLSearchParams({ url: item.to })}` : undefined;
  if (external) {
    return (
      <>
        <a className={linkClass} href={item.to} target="_blank" rel="noreferrer" ping={ping} onClick={onOpen}>
          {body}
          <span className="visually-hidden">{t('menu.opensNewTab')}</span>
        </a>
        {plainForm}
      </>
    );
  }
  return (
    <>
      <Link className={linkClass} to={item.to} ping={ping} onClick={onOpen}>
        {body}
      </Link>
      {plainForm}
    </>
  );
}
