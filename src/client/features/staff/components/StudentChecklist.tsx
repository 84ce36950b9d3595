import type { StudentDetail } from '@shared/contracts/staff';
import { t } from '@shared/i18n';
import { plural } from './format';
import '@shared/messages/staff';
import '@shared/messages/staff-student';
import '@shared/messages/stage';
import { StudentCard } from './StudentCard';

const markOf = {
  completed: 'staffStudent.checklistDone',
  highlighted: 'staffStudent.checklistNext',
  informational: 'staffStudent.checklistInfo',
} as const;

/**
 * The stage's checklist as the student's own screen shows it (the same display rule, computed on the
 * server): done items, the highlighted next ones, the explainer, and how many are still hidden.
 */
export function StudentChecklist({ detail }: { detail: StudentDetail }) {
  const p = detail.profile;
  const items = detail.studentChecklist;
  const hidden = items.filter((i) => i.status === 'hidden').length;
  return (
    <StudentCard name="checklist" title={t('staff.checklist')}>
      {items.length === 0 ? (
        <p>{t('staff.noChecklist')}</p>
      ) : (
        <>
          <p className="blocker">
            {p.blocker ? t('staff.blocker', { step: p.blocker }) : t('staff.readyToMove')}
            {p.remaining ? ` (${plural(p.remaining, 'staff.remaining_one', 'staff.remaining_other')})` : ''}
          </p>
          <p className="hint">{t('staffStudent.checklistLead')}</p>
          <ul className="staff-checklist student-view">
            {items.map((item, i) =>
              item.status === 'hidden' ? null : item.status === 'explainer' ? (
                <li key={i} className="explainer">
                  <span>{t('stage.explainer')}</span>
                </li>
              ) : (
                <li key={i} className={`item-${item.status}`}>
                  <span className="mark">{t(markOf[item.status])}</span>
                  <span>
                    {item.text}
                    {item.subtext && <span className="subtext">{item.subtext}</span>}
                  </span>
                </li>
              ),
            )}
          </ul>
          {hidden > 0 && (
            <p className="hint">
              {plural(hidden, 'staffStudent.checklistHidden_one', 'staffStudent.checklistHidden_other')}
            </p>
          )}
        </>
      )}
    </StudentCard>
  );
}
