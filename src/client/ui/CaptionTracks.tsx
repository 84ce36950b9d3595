import { getLocale, LOCALE_NAMES, SUPPORTED_LOCALES, type Locale } from '@shared/locale';

/**
 * A video's caption files, one track per language the program gave (issue 25); the reader's language is the
 * default track, else the first. `kind` says so to the accessibility lint. `label` names the English track.
 */
export function CaptionTracks({
  captions,
  label,
}: {
  captions: Partial<Record<Locale, string>>;
  label?: string;
  kind: 'captions';
}) {
  const langs = SUPPORTED_LOCALES.filter((l) => captions[l]);
  const reader = getLocale();
  const fallback = langs.includes(reader) ? reader : langs[0];
  return (
    <>
      {langs.map((lang) => (
        <track
          key={lang}
          kind="captions"
          srcLang={lang}
          label={lang === 'en' && label ? label : LOCALE_NAMES[lang]}
          src={captions[lang]}
          default={lang === fallback}
        />
      ))}
    </>
  );
}
