import './gauge.css';

interface Props {
  /** Needle angle in degrees: −48 far left (worst), 0 straight up, +48 far right (best). */
  angle: number;
  /** What the needle says, read out by screen readers and shown under the dial. */
  label: string;
  caption?: string;
}

/** A half-dial with red, amber and green bands (spec 000 §9 gauge angles). */
export function Gauge({ angle, label, caption }: Props) {
  return (
    <figure className="gauge" data-angle={angle}>
      <svg viewBox="0 0 200 120" role="img" aria-label={label}>
        <path d="M 20 100 A 80 80 0 0 1 60.6 30.4" className="gauge-band gauge-low" />
        <path d="M 60.6 30.4 A 80 80 0 0 1 139.4 30.4" className="gauge-band gauge-mid" />
        <path d="M 139.4 30.4 A 80 80 0 0 1 180 100" className="gauge-band gauge-high" />
        {/* An attribute, not a style: a page rendered on the server has no inline style (the policy). */}
        <g className="gauge-needle" transform={`rotate(${angle} 100 100)`}>
          <line x1="100" y1="100" x2="100" y2="32" />
          <circle cx="100" cy="100" r="8" />
        </g>
      </svg>
      <figcaption>
        <strong className="gauge-label">{label}</strong>
        {caption && <span className="gauge-caption">{caption}</span>}
      </figcaption>
    </figure>
  );
}
