import { useEffect, useRef } from 'react';
import { t } from '@shared/i18n';
import '@shared/messages/agreement';

/**
 * A box to sign in with a finger, pen or mouse (pointer events). `onChange` receives a PNG data URL of
 * the drawing, or null once it is cleared.
 */
export function SignaturePad({
  onChange,
  disabled,
}: {
  onChange: (png: string | null) => void;
  disabled?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    el.width = el.clientWidth * ratio;
    el.height = el.clientHeight * ratio;
    const ctx = el.getContext('2d')!;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#111';
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };

  return (
    <div className="signature">
      <canvas
        ref={canvas}
        className="signature-pad"
        // Drawing is for pointers; keyboard and screen-reader users sign with their typed name instead.
        aria-hidden="true"
        onPointerDown={(e) => {
          if (disabled) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drawing.current = true;
          const ctx = e.currentTarget.getContext('2d')!;
          const p = point(e);
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = e.currentTarget.getContext('2d')!;
          const p = point(e);
          ctx.lineTo(p.x, p.y);
          ctx.stroke();
          drawn.current = true;
        }}
        onPointerUp={(e) => {
          if (!drawing.current) return;
          drawing.current = false;
          if (drawn.current) onChange(e.currentTarget.toDataURL('image/png'));
        }}
      />
      <button
        type="button"
        className="button button-ghost"
        disabled={disabled}
        onClick={() => {
          const el = canvas.current!;
          el.getContext('2d')!.clearRect(0, 0, el.width, el.height);
          drawn.current = false;
          onChange(null);
        }}
      >
        {t('agreement.clear')}
      </button>
    </div>
  );
}
