// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMediaCatalogue } from '@shared/domain/media';
import { setLocale } from '@shared/locale';
import { useDemoMedia } from '../../../../../tests/demo-media';

vi.mock('../api/videos', () => ({
  useVideoProgress: () => ({ data: undefined }),
  useReportProgress: () => ({ mutate: vi.fn(), error: null, isPending: false }),
}));

const { VideoPlayer } = await import('./VideoPlayer');

/** Renders with the query client the player's error handling reads. */
const show = (ui: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
/** The video element of what was rendered. */
const video = () => document.querySelector('video')!;

describe('the class video player in the reader’s language', () => {
  beforeEach(() => {
    useDemoMedia();
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    setLocale('en');
  });

  it('gives a Spanish reader the Spanish class video, its poster and its low-data rendition', () => {
    setLocale('es');
    show(<VideoPlayer video="orientation" title="Bienvenida" />);
    expect(video()).toHaveAttribute('src', '/learning/orientation.es.webm');
    expect(video()).toHaveAttribute('poster', '/learning/orientation.es.poster.webp');
    expect(video()).toHaveAttribute('preload', 'none');
    // Captions stay the English file's name; the Spanish track is the default one.
    expect(video().querySelector('track[srclang="es"]')).toHaveAttribute(
      'src',
      '/learning/orientation.es.vtt',
    );
    fireEvent.click(screen.getByRole('checkbox'));
    expect(video()).toHaveAttribute('src', '/learning/orientation.es.low.webm');
  });

  it('keeps the 240p request of a lesson video in Spanish', () => {
    setLocale('es');
    show(<VideoPlayer video="interview_workshop" title="Taller" />);
    expect(video()).toHaveAttribute('src', '/learning/interview_workshop.es.webm?quality=240p');
  });

  it('leaves an English reader on the English files', () => {
    show(<VideoPlayer video="orientation" title="Welcome" />);
    expect(video()).toHaveAttribute('src', '/learning/orientation.webm');
    expect(video()).toHaveAttribute('poster', '/learning/orientation.poster.webp');
  });

  it('keeps a video not made in Spanish in English for a Spanish reader', () => {
    setLocale('es');
    show(<VideoPlayer video="airbrakes" title="Frenos de aire" />);
    expect(video()).toHaveAttribute('src', '/learning/airbrakes.webm?quality=240p');
    expect(video()).not.toHaveAttribute('poster');
    // The length line says the video is in English (in whichever catalogue this test has loaded).
    expect(document.querySelector('.video-facts')).toHaveTextContent(/0:08 .* · (In English|En inglés)$/);
  });

  it('shows the length and size read from the file', () => {
    show(<VideoPlayer video="orientation" title="Welcome" />);
    expect(document.querySelector('.video-facts')).toHaveTextContent(/^Length 0:15 · about 0\.1 MB$/);
  });

  it('shows no player at all for a video the program has not put in', () => {
    setMediaCatalogue({});
    show(<VideoPlayer video="orientation" title="Welcome" />);
    expect(document.querySelector('video')).toBeNull();
    expect(document.querySelector('.video-facts')).toBeNull();
  });

  it('loads the lower-quality file when the box was ticked on the server’s page before the script ran', async () => {
    const ui = (
      <QueryClientProvider client={new QueryClient()}>
        <VideoPlayer video="orientation" title="Welcome" />
      </QueryClientProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    const box = container.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    box.checked = true;
    render(ui, { container, hydrate: true });
    await vi.waitFor(() => expect(video()).toHaveAttribute('src', '/learning/orientation.low.webm'));
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(localStorage.getItem('portal.video.lowData')).toBe('1');
  });
});
