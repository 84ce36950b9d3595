import { useId, useState } from 'react';
import { t } from '@shared/i18n';

interface ChartRow {
  label: string;
  /** One number per series, in the series' order; null when there is nothing to draw. */
  values: (number | null)[];
}

interface Props {
  title: string;
  desc: string;
  /** The name of each bar in a row (a legend when there is more than one). */
  series: string[];
  rows: ChartRow[];
  /** How a value reads in the bars' labels and in the table. */
  format?: (value: number) => string;
  /** Columns shown only in the table, after the series. */
  extra?: { header: string; values: string[] }[];
  /** The header of the table's first column. */
  rowHeader: string;
}

const BAR = 18;
const GAP = 4;
const ROW_GAP = 14;
const LABEL_W = 170;
const WIDTH = 640;
const VALUE_W = 70;
const plain = (v: number) => String(v);

/**
 * A horizontal bar chart drawn as SVG by React, with its numbers in a table behind a toggle button: the
 * picture has a title and a description for screen readers, the table is the way to read it exactly.
 */
export function OutcomesChart({ title, desc, series, rows, format = plain, extra = [], rowHeader }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const max = Math.max(1, ...rows.flatMap((r) => r.values.map((v) => v ?? 0)));
  const rowHeight = series.length * (BAR + GAP) - GAP;
  const height = Math.max(1, rows.length) * (rowHeight + ROW_GAP);
  const span = WIDTH - LABEL_W - VALUE_W;
  return (
    <section className="card outcomes-chart" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-desc`} className="muted">
        {desc}
      </p>
      {rows.length === 0 ? (
        <p>{t('staffOutcomes.empty')}</p>
      ) : (
        <>
          {series.length > 1 && (
            <ul className="outcomes-legend" aria-hidden="true">
              {series.map((s, i) => (
                <li key={s}>
                  <span className={`outcomes-swatch outcomes-series-${i}`} />
                  {s}
                </li>
              ))}
            </ul>
          )}
          <svg
            className="outcomes-svg"
            viewBox={`0 0 ${WIDTH} ${height}`}
            role="img"
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-desc`}
            data-chart={title}
          >
            {rows.map((row, r) => {
              const top = r * (rowHeight + ROW_GAP) + ROW_GAP / 2;
              return (
                <g key={row.label}>
                  <text
                    x={LABEL_W - 8}
                    y={top + rowHeight / 2}
                    className="outcomes-label"
                    textAnchor="end"
                    dominantBaseline="middle"
                  >
                    {row.label}
                  </text>
                  {row.values.map((v, i) => {
                    const y = top + i * (BAR + GAP);
                    const w = v === null ? 0 : Math.max(v > 0 ? 2 : 0, (v / max) * span);
                    return (
                      <g key={series[i]}>
                        <rect
                          x={LABEL_W}
                          y={y}
                          width={w}
                          height={BAR}
                          rx={3}
                          className={`outcomes-series-${i}`}
                        />
                        <text
                          x={LABEL_W + w + 6}
                          y={y + BAR / 2}
                          className="outcomes-value"
                          dominantBaseline="middle"
                        >
                          {v === null ? t('staffOutcomes.time.none') : format(v)}
                        </text>
                      </g>
                    );
                  })}
                </g>
              );
            })}
          </svg>
          <button
            type="button"
            className="button button-ghost"
            aria-expanded={open}
            aria-controls={`${id}-table`}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? t('staffOutcomes.hideTable') : t('staffOutcomes.showTable')}
          </button>
          <div id={`${id}-table`} className="outcomes-table-wrap" hidden={!open}>
            <table className="caseload-table outcomes-table">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{rowHeader}</th>
                  {series.map((s) => (
                    <th scope="col" key={s}>
                      {s}
                    </th>
                  ))}
                  {extra.map((c) => (
                    <th scope="col" key={c.header}>
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, r) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    {row.values.map((v, i) => (
                      <td key={series[i]}>{v === null ? t('staffOutcomes.time.none') : format(v)}</td>
                    ))}
                    {extra.map((c) => (
                      <td key={c.header}>{c.values[r]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
