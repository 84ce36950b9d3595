import { formatDate } from '@shared/domain/format';
import { weekdays } from '@shared/domain/stipends';
import { t } from '@shared/i18n';
import '@shared/messages/stipends';

type Answers = Record<string, unknown>;

/** Each survey's questions, in the order the student was asked them. */
const questions = {
  week1: ['ready', 'hardest'],
  weeks2to3: ['drivingHours', 'blockers'],
  week4: ['roadTest', 'roadTestDate', 'needs'],
  partial: ['missedDays', 'reason'],
} as const;
type Form = keyof typeof questions;
type Question<F extends Form> = (typeof questions)[F][number];

const dayName = (day: unknown) =>
  (weekdays as readonly unknown[]).includes(day)
    ? t(`stipends.forms.partial.days.${day as (typeof weekdays)[number]}`)
    : String(day);

/** An answer as a coach reads it: yes/no and weekdays in words, dates in the one format. */
function valueOf(field: string, value: unknown): string {
  if (Array.isArray(value)) return value.map(dayName).join(', ');
  if (field === 'roadTestDate') return formatDate(String(value));
  if (field === 'roadTest' && (value === 'yes' || value === 'no')) return t(`stipends.forms.week4.${value}`);
  return String(value);
}

function rowsOf<F extends Form>(form: F, given: Answers) {
  return (questions[form] as readonly Question<F>[])
    .filter((field) => given[field] !== undefined && given[field] !== null && given[field] !== '')
    .map((field) => ({
      key: `${form}.${field}`,
      label: t(`stipends.forms.${form}.${field}` as Parameters<typeof t>[0]),
      value: valueOf(field, given[field]),
    }));
}

/** A stipend request's survey answers, each under the question the student was asked. */
export function SurveyAnswers({ answers }: { answers: Answers }) {
  const rows = (Object.keys(questions) as Form[]).flatMap((form) => {
    const given = answers[form];
    return given && typeof given === 'object' ? rowsOf(form, given as Answers) : [];
  });
  if (!rows.length) return <p className="muted">{t('stipends.staffNoAnswers')}</p>;
  return (
    <dl className="check-list">
      {rows.map((r) => (
        <div key={r.key} className="check-row">
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
