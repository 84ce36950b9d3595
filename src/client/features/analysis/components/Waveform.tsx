import { useEffect, useRef } from 'react';
import { t } from '@shared/i18n';
import '@shared/messages/interview';

/** A live waveform of the microphone, drawn from an analyser on the call's audio stream. */
export function Waveform({ stream }: { stream: MediaStream | null }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = canvas.current;
    if (!el || !stream) return;
    const AudioCtx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioCtx) return;
    const audio = new AudioCtx();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 512;
    audio.createMediaStreamSource(stream).connect(analyser);
    const data = new Uint8Array(analyser.fftSize);
    const ctx = el.getContext('2d');
    let frame = 0;
    const draw = () => {
      frame = requestAnimationFrame(draw);
      if (!ctx) return;
      analyser.getByteTimeDomainData(data);
      const { width, height } = el;
      ctx.clearRect(0, 0, width, height);
      ctx.lineWidth = 3;
      ctx.strokeStyle = getComputedStyle(el).color;
      ctx.beginPath();
      for (let i = 0; i < data.length; i++) {
        const x = (i / (data.length - 1)) * width;
        const y = (data[i]! / 255) * height;
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.stroke();
    };
    draw();
    return () => {
      cancelAnimationFrame(frame);
      void audio.close();
    };
  }, [stream]);
  return (
    <div className="waveform-wrap" role="img" aria-label={t('interview.waveform')}>
      <canvas
        ref={canvas}
        className={`waveform${stream ? ' waveform-live' : ''}`}
        width={600}
        height={80}
        aria-hidden="true"
        data-live={stream ? 'true' : 'false'}
      />
    </div>
  );
}
