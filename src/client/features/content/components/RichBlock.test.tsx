// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RichBlock } from '@shared/contracts/content';
import { setLocale } from '@shared/locale';
import { Block } from './RichBlock';

const block = (src: string): RichBlock => ({
  type: 'video',
  src,
  captions: '/learning/tips.vtt',
  title: 'Tips',
});
const videoSrc = (src: string) => {
  render(
    <MemoryRouter>
      <Block block={block(src)} onButton={() => {}} />
    </MemoryRouter>,
  );
  const value = document.querySelector('video')!.getAttribute('src');
  cleanup();
  return value;
};

describe('a video block of content', () => {
  afterEach(() => {
    cleanup();
    setLocale('en');
  });

  it('plays the Spanish rendition of a portal slide video for a Spanish reader, when one was made', () => {
    setLocale('es');
    expect(videoSrc('/learning/tips.webm')).toBe('/learning/tips.es.webm');
    expect(videoSrc('/learning/airbrakes.webm')).toBe('/learning/airbrakes.webm');
    expect(videoSrc('https://videos.example.org/tips.webm')).toBe('https://videos.example.org/tips.webm');
    setLocale('en');
    expect(videoSrc('/learning/tips.webm')).toBe('/learning/tips.webm');
  });
});
