import type { PublicQuestion } from '@shared/contracts/learning';

/** One question as a group of large radio choices. */
export function QuestionOptions(props: {
  question: PublicQuestion;
  legend: string;
  value: number | undefined;
  onChange: (answer: number) => void;
  disabled?: boolean;
}) {
  const { question, value } = props;
  return (
    <fieldset className="options quiz-question">
      <legend>{props.legend}</legend>
      {question.answers.map((answer, i) => (
        <label key={i} className="option">
          <input
            type="radio"
            name={`q-${question.id}`}
            value={i}
            checked={value === i}
            disabled={props.disabled}
            onChange={() => props.onChange(i)}
          />
          <span>{answer}</span>
        </label>
      ))}
    </fieldset>
  );
}
