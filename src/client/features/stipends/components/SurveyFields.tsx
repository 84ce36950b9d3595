import { weekdays } from '@shared/domain/stipends';
import { t } from '@shared/i18n';

export type Answers = Record<string, string | string[]>;

interface Props {
  answers: Answers;
  onChange: (next: Answers) => void;
  errors: Record<string, string>;
}

function TextQuestion({ name, label, answers, onChange, errors }: Props & { name: string; label: string }) {
  const id = `q-${name}`;
  return (
    <div className={`field ${errors[name] ? 'field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={(answers[name] as string | undefined) ?? ''}
        maxLength={500}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
        onChange={(e) => onChange({ ...answers, [name]: e.target.value })}
      />
      {errors[name] && (
        <p id={`${id}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </div>
  );
}

function Choice({
  name,
  legend,
  options,
  ...props
}: Props & { name: string; legend: string; options: { value: string; label: string }[] }) {
  const { answers, onChange, errors } = props;
  return (
    <fieldset className="options">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="option">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={answers[name] === o.value}
            onChange={() => onChange({ ...answers, [name]: o.value })}
          />
          {o.label}
        </label>
      ))}
      {errors[name] && <p className="field-error">{errors[name]}</p>}
    </fieldset>
  );
}

/** The week surveys of spec 001 §7: week 1, weeks 2–3 and week 4, each with the hidden field week. */
export function WeekSurvey({
  form,
  week,
  ...props
}: Props & { form: 'week1' | 'weeks2to3' | 'week4'; week: number }) {
  return (
    <fieldset className="survey">
      <legend>{t(`stipends.forms.${form}.legend`)}</legend>
      <input type="hidden" name="week" value={week} />
      {form === 'week1' && (
        <>
          <Choice
            {...props}
            name="ready"
            legend={t('stipends.forms.week1.ready')}
            options={['1', '2', '3', '4', '5'].map((v) => ({ value: v, label: v }))}
          />
          <TextQuestion {...props} name="hardest" label={t('stipends.forms.week1.hardest')} />
        </>
      )}
      {form === 'weeks2to3' && (
        <>
          <div className={`field ${props.errors.drivingHours ? 'field-invalid' : ''}`}>
            <label htmlFor="q-drivingHours">{t('stipends.forms.weeks2to3.drivingHours')}</label>
            <input
              id="q-drivingHours"
              type="number"
              inputMode="numeric"
              min={0}
              max={80}
              value={(props.answers.drivingHours as string | undefined) ?? ''}
              onChange={(e) => props.onChange({ ...props.answers, drivingHours: e.target.value })}
            />
            {props.errors.drivingHours && <p className="field-error">{props.errors.drivingHours}</p>}
          </div>
          <TextQuestion {...props} name="blockers" label={t('stipends.forms.weeks2to3.blockers')} />
        </>
      )}
      {form === 'week4' && (
        <>
          <Choice
            {...props}
            name="roadTest"
            legend={t('stipends.forms.week4.roadTest')}
            options={[
              { value: 'yes', label: t('stipends.forms.week4.yes') },
              { value: 'no', label: t('stipends.forms.week4.no') },
            ]}
          />
          {props.answers.roadTest === 'yes' && (
            <div className="field">
              <label htmlFor="q-roadTestDate">{t('stipends.forms.week4.roadTestDate')}</label>
              <input
                id="q-roadTestDate"
                type="date"
                value={(props.answers.roadTestDate as string | undefined) ?? ''}
                onChange={(e) => props.onChange({ ...props.answers, roadTestDate: e.target.value })}
              />
            </div>
          )}
          <TextQuestion {...props} name="needs" label={t('stipends.forms.week4.needs')} />
        </>
      )}
    </fieldset>
  );
}

/** The partial-attendance form: which days were missed, and why. */
export function PartialSurvey({ answers, onChange, errors }: Props) {
  const missed = (answers.missedDays as string[] | undefined) ?? [];
  return (
    <fieldset className="survey">
      <legend>{t('stipends.forms.partial.legend')}</legend>
      <fieldset className="options">
        <legend>{t('stipends.forms.partial.missedDays')}</legend>
        {weekdays.map((day) => (
          <label key={day} className="option">
            <input
              type="checkbox"
              checked={missed.includes(day)}
              onChange={(e) =>
                onChange({
                  ...answers,
                  missedDays: e.target.checked ? [...missed, day] : missed.filter((d) => d !== day),
                })
              }
            />
            {t(`stipends.forms.partial.days.${day}`)}
          </label>
        ))}
        {errors.missedDays && <p className="field-error">{errors.missedDays}</p>}
      </fieldset>
      <TextQuestion
        answers={answers}
        onChange={onChange}
        errors={errors}
        name="reason"
        label={t('stipends.forms.partial.reason')}
      />
    </fieldset>
  );
}
