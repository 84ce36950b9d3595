import { useEffect, useId, useRef, useState } from 'react';
import { t } from '@shared/i18n';
import '@shared/messages/staff-outcomes';

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
const VALUE_W = 70;
const plain = (v: number) => String(v);

/** The drawing's width in CSS pixels, so that its words stay at reading size on a phone and a laptop. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.round(entry.contentRect.width)));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A horizontal bar chart drawn as SVG by React, with its numbers in a table behind a toggle button: the
 * picture has a title and a description for screen readers, the table is the way to read it exactly.
 */
export function OutcomesChart({ title, desc, series, rows, format = plain, extra = [], rowHeader }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const [box, WIDTH] = useWidth<HTMLElement>();
  // On a phone, or when a label is long, each label sits on its own line above its bars.
  const stacked = WIDTH < 480 || rows.some((r) => r.label.length > 24);
  const LABEL_W = stacked ? 0 : 180;
  const LABEL_H = stacked ? 20 : 0;
  const max = Math.max(1, ...rows.flatMap((r) => r.values.map((v) => v ?? 0)));
  const barsHeight = series.length * (BAR + GAP) - GAP;
  const rowHeight = LABEL_H + barsHeight;
  const height = Math.max(1, rows.length) * (rowHeight + ROW_GAP);
  const span = WIDTH - LABEL_W - VALUE_W;
  return (
    <section ref={box} className="card outcomes-chart" aria-labelledby={`${id}-title`}>
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
            width={WIDTH}
            height={height}
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
                    x={stacked ? 0 : LABEL_W - 8}
                    y={stacked ? top + LABEL_H / 2 : top + barsHeight / 2}
                    className="outcomes-label"
                    textAnchor={stacked ? 'start' : 'end'}
                    dominantBaseline="middle"
                  >
                    {row.label}
                  </text>
                  {row.values.map((v, i) => {
                    const y = top + LABEL_H + i * (BAR + GAP);
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
          {/* Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too. */}
          <div
            id={`${id}-table`}
            className="outcomes-table-wrap"
            hidden={!open}
            role="region"
            aria-label={t('staffOutcomes.tableOf', { title })}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className="outcomes-table">
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
