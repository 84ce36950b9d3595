import { clockTime } from '@shared/domain/media';
import { t } from '@shared/i18n';
import { getLocale, type Locale } from '@shared/locale';

/** " · In English" when the video served is not in the reader's language; empty otherwise. */
export function otherLanguageNote(lang: Locale): string {
  if (lang === getLocale()) return '';
  return ` · ${t(lang === 'es' ? 'common.inSpanish' : 'common.inEnglish')}`;
}

/** "Video, 0:24": the length the file declares, and its language when it is not the reader's. */
export function videoLengthText(video: { seconds: number; lang: Locale }): string {
  return `${t('common.videoLength', { length: clockTime(video.seconds) })}${otherLanguageNote(video.lang)}`;
}
