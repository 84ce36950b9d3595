import { useEffect, useRef, type ReactNode } from 'react';

export interface CheckRow {
  label: string;
  value: ReactNode;
}

/**
 * The check-your-answers step before money is asked for: what will be sent, then "Change" and "Send",
 * spaced for thumbs. The heading takes focus so a screen reader hears that the screen changed.
 */
export function CheckAnswers({
  title,
  intro,
  rows,
  warning,
  changeLabel,
  sendLabel,
  sending,
  sendingLabel,
  onChange,
  onSend,
}: {
  title: string;
  intro: string;
  rows: CheckRow[];
  warning?: string;
  changeLabel: string;
  sendLabel: string;
  sending: boolean;
  sendingLabel: string;
  onChange: () => void;
  onSend: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card check-answers" aria-labelledby="check-answers-title">
      <h2 id="check-answers-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{intro}</p>
      <dl className="check-list">
        {rows.map((row) => (
          <div key={row.label} className="check-row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {warning && (
        <p className="cannot-change">
          <strong>{warning}</strong>
        </p>
      )}
      <div className="thumb-actions">
        <button type="button" className="button button-secondary" onClick={onChange} disabled={sending}>
          {changeLabel}
        </button>
        <button type="button" className="button button-primary" onClick={onSend} disabled={sending}>
          {sending ? sendingLabel : sendLabel}
        </button>
      </div>
    </section>
  );
}
