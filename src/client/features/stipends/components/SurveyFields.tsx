import type { UseFormReturn } from 'react-hook-form';
import { weekdays } from '@shared/domain/stipends';
import { t } from '@shared/i18n';
import { Field } from '@client/ui/Field';
import { FieldError, invalidProps } from '@client/ui/FieldError';
import '@shared/messages/stipends';

export type Answers = Record<string, string | string[] | null | undefined>;

interface Props {
  form: UseFormReturn<Answers>;
}

const errorOf = (form: Props['form'], name: string) => form.formState.errors[name]?.message;

function TextQuestion({ name, label, form }: Props & { name: string; label: string }) {
  const id = `q-${name}`;
  const error = errorOf(form, name);
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} maxLength={500} {...invalidProps(id, error)} {...form.register(name)} />
      <FieldError id={id} error={error} />
    </div>
  );
}

function Choice({
  name,
  legend,
  options,
  form,
}: Props & { name: string; legend: string; options: { value: string; label: string }[] }) {
  const id = `q-${name}`;
  const error = errorOf(form, name);
  return (
    <fieldset className="options" aria-describedby={invalidProps(id, error)['aria-describedby']}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="option">
          <input type="radio" value={o.value} {...form.register(name)} />
          {o.label}
        </label>
      ))}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** The week surveys of spec 001 §7: week 1, weeks 2–3 and week 4, each with the hidden field week. */
export function WeekSurvey({
  kind,
  week,
  form,
}: Props & { kind: 'week1' | 'weeks2to3' | 'week4'; week: number }) {
  return (
    <fieldset className="survey">
      <legend>{t(`stipends.forms.${kind}.legend`)}</legend>
      <input type="hidden" name="week" value={week} />
      {kind === 'week1' && (
        <>
          <Choice
            form={form}
            name="ready"
            legend={t('stipends.forms.week1.ready')}
            options={['1', '2', '3', '4', '5'].map((v) => ({ value: v, label: v }))}
          />
          <TextQuestion form={form} name="hardest" label={t('stipends.forms.week1.hardest')} />
        </>
      )}
      {kind === 'weeks2to3' && (
        <>
          <Field
            id="q-drivingHours"
            label={t('stipends.forms.weeks2to3.drivingHours')}
            type="number"
            inputMode="numeric"
            min={0}
            max={80}
            error={errorOf(form, 'drivingHours')}
            {...form.register('drivingHours')}
          />
          <TextQuestion form={form} name="blockers" label={t('stipends.forms.weeks2to3.blockers')} />
        </>
      )}
      {kind === 'week4' && (
        <>
          <Choice
            form={form}
            name="roadTest"
            legend={t('stipends.forms.week4.roadTest')}
            options={[
              { value: 'yes', label: t('stipends.forms.week4.yes') },
              { value: 'no', label: t('stipends.forms.week4.no') },
            ]}
          />
          {form.watch('roadTest') === 'yes' && (
            <Field
              id="q-roadTestDate"
              label={t('stipends.forms.week4.roadTestDate')}
              type="date"
              error={errorOf(form, 'roadTestDate')}
              {...form.register('roadTestDate')}
            />
          )}
          <TextQuestion form={form} name="needs" label={t('stipends.forms.week4.needs')} />
        </>
      )}
    </fieldset>
  );
}

/** The partial-attendance form: which days were missed, and why. */
export function PartialSurvey({ form }: Props) {
  const error = errorOf(form, 'missedDays');
  return (
    <fieldset className="survey">
      <legend>{t('stipends.forms.partial.legend')}</legend>
      <fieldset
        className="options"
        aria-describedby={invalidProps('q-missedDays', error)['aria-describedby']}
      >
        <legend>{t('stipends.forms.partial.missedDays')}</legend>
        {weekdays.map((day) => (
          <label key={day} className="option">
            <input type="checkbox" value={day} {...form.register('missedDays')} />
            {t(`stipends.forms.partial.days.${day}`)}
          </label>
        ))}
        <FieldError id="q-missedDays" error={error} />
      </fieldset>
      <TextQuestion form={form} name="reason" label={t('stipends.forms.partial.reason')} />
    </fieldset>
  );
}
