import { getLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '@shared/locale';

/** `x.vtt` or `x.en.vtt` → `x.es.vtt`: translated captions sit beside the English file. */
export function spanishCaptions(englishSrc: string): string {
  return englishSrc.replace(/(\.en)?\.vtt$/, '.es.vtt');
}

/**
 * English captions and, when Spanish is offered, Spanish ones as a second track (issue 25); the reader's
 * language is the default track. `kind` says so to the accessibility lint.
 */
export function CaptionTracks({ src, label }: { src: string; label?: string; kind: 'captions' }) {
  const spanish = SUPPORTED_LOCALES.includes('es');
  const es = getLocale() === 'es';
  return (
    <>
      <track kind="captions" srcLang="en" label={label ?? LOCALE_NAMES.en} src={src} default={!es} />
      {spanish && (
        <track kind="captions" srcLang="es" label={LOCALE_NAMES.es} src={spanishCaptions(src)} default={es} />
      )}
    </>
  );
}
