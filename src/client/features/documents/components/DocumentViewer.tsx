import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReviewItem } from '@shared/contracts/documents';
import { Link } from 'react-router';
import { birthDateLabel } from '@shared/domain/birth-date';
import { t } from '@shared/i18n';
import { fileQuery } from '@client/lib/file-query';
import '@shared/messages/review';
import '@shared/messages/staff-student';

const zooms = [1, 1.5, 2, 3] as const;

/**
 * The image's size and turn. Zoom widens the image (so the stage scrolls to every part of it); a quarter
 * turn is a CSS rotation, narrowed to fit the stage's width, with margins that make room for its new height.
 */
function turned(item: { width: number; height: number }, zoom: number, turn: number) {
  const ratio = item.height / item.width;
  const sideways = turn % 2 === 1;
  const width = zoom * (sideways ? Math.min(1, 1 / ratio) : 1);
  const margin = sideways ? (width * (1 - ratio)) / 2 : 0;
  return {
    width: `${width * 100}%`,
    maxWidth: 'none',
    margin: `${margin * 100}% auto`,
    ...(turn ? { transform: `rotate(${turn * 90}deg)` } : {}),
  };
}

/**
 * The photo under review, as large as the pane allows, with zoom and quarter turns (CSS only), and beside
 * it who the document should belong to, so the coach can check the name on it.
 */
export function DocumentViewer({ item, name }: { item: ReviewItem; name: string }) {
  const image = useQuery(fileQuery(item.path));
  const [zoom, setZoom] = useState(0);
  const [turn, setTurn] = useState(0);
  const student = `${item.student.firstName} ${item.student.lastName}`;
  return (
    <div className="doc-viewer">
      <div>
        <div className="doc-tools" role="group" aria-label={t('review.imageTools')}>
          <button
            type="button"
            className="button button-ghost"
            disabled={zoom === 0}
            onClick={() => setZoom(zoom - 1)}
          >
            {t('review.zoomOut')}
          </button>
          <button
            type="button"
            className="button button-ghost"
            disabled={zoom === zooms.length - 1}
            onClick={() => setZoom(zoom + 1)}
          >
            {t('review.zoomIn')}
          </button>
          <button type="button" className="button button-ghost" onClick={() => setTurn((turn + 1) % 4)}>
            {t('review.rotate')}
          </button>
          <span className="muted" aria-live="polite">
            {t('review.zoomLevel', { percent: zooms[zoom]! * 100 })}
          </span>
        </div>
        {/* Scrolls when zoomed: focusable, so the keyboard can scroll it too (WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="doc-stage" tabIndex={0} role="region" aria-label={t('review.stage')}>
          {image.data ? (
            <img
              src={image.data}
              alt={t('review.imageAlt', { name, student })}
              width={item.width}
              height={item.height}
              style={zoom || turn ? turned(item, zooms[zoom]!, turn) : undefined}
            />
          ) : image.isError ? (
            <p>{t('review.loadImageFailed')}</p>
          ) : (
            <p>{t('common.loading')}</p>
          )}
        </div>
      </div>
      <dl className="doc-person">
        <dt>{t('review.checkAgainst')}</dt>
        <dd>{student}</dd>
        <dt>{t('staffStudent.birthDate.label')}</dt>
        <dd>
          {item.student.dateOfBirth ? (
            birthDateLabel(item.student.dateOfBirth, new Date())
          ) : (
            <>
              {t('staffStudent.birthDate.missing')} ·{' '}
              <Link to={`/staff/students/${item.student.id}#birth-date`}>
                {t('staffStudent.birthDate.addOnPage')}
              </Link>
            </>
          )}
        </dd>
        <dt>{t('review.email')}</dt>
        <dd>{item.student.email}</dd>
        <dt>{t('review.document')}</dt>
        <dd>{name}</dd>
      </dl>
    </div>
  );
}
