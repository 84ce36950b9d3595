import type { PublicQuestion } from '@shared/contracts/learning';
import { t } from '@shared/i18n';
import { ResultMark } from './ResultMark';
import '@shared/messages/learning';

/** Once an answer is checked: the right option and the one chosen, marked in place. */
export interface OptionMarks {
  right: number;
  chosen: number;
}

/** One question as a group of large radio choices; with `marks`, the right one and the chosen one marked. */
export function QuestionOptions(props: {
  question: PublicQuestion;
  legend: string;
  value: number | undefined;
  onChange: (answer: number) => void;
  disabled?: boolean;
  marks?: OptionMarks;
}) {
  const { question, value, marks } = props;
  return (
    <fieldset className="options quiz-question">
      <legend>{props.legend}</legend>
      {question.answers.map((answer, i) => {
        const right = marks?.right === i;
        const wrongChoice = marks !== undefined && marks.chosen === i && !right;
        return (
          <label
            key={i}
            className={`option${right ? ' option-right' : ''}${wrongChoice ? ' option-wrong' : ''}`}
          >
            <input
              type="radio"
              name={`q-${question.id}`}
              value={i}
              checked={value === i}
              disabled={props.disabled}
              onChange={() => props.onChange(i)}
            />
            <span className="option-text">
              {answer}
              {right && (
                <span className="option-note">
                  <ResultMark correct spoken={false} />
                  {t('learning.markRight')}
                </span>
              )}
              {wrongChoice && (
                <span className="option-note">
                  <ResultMark correct={false} spoken={false} />
                  {t('learning.markYours')}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
