// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@shared/locale';
import { FirsthandCdlaModal } from './FirsthandCdlaModal';

// jsdom has no modal dialogs.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

describe('the first-hand CDL-A video', () => {
  afterEach(() => {
    cleanup();
    setLocale('en');
  });

  it('shows a Spanish reader the Spanish slides, an English reader the English ones, nothing loaded before play', () => {
    setLocale('es');
    render(<FirsthandCdlaModal video={2} onClose={() => {}} />);
    let video = document.querySelector('video')!;
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/firsthand-cdla-2.es.webm');
    expect(video.querySelector('track[srclang="es"]')).toHaveAttribute(
      'src',
      '/media/firsthand-cdla-2.es.vtt',
    );
    expect(video).toHaveAttribute('preload', 'none');
    cleanup();
    setLocale('en');
    render(<FirsthandCdlaModal video={2} onClose={() => {}} />);
    video = document.querySelector('video')!;
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/firsthand-cdla-2.webm');
  });
});
