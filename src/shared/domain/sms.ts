/**
 * What a text message costs. Carriers bill by segment: GSM 03.38 texts count septets (the basic set one a
 * character, the extension set two), and a single character outside both sends the whole text as UCS-2.
 * One segment holds 160 septets or 70 UCS-2 units; a longer text is split into parts of 153 or 67.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** Whether a text goes as GSM-7 (every character in the basic or extension set). */
export function isGsm7(text: string): boolean {
  for (const c of text) if (!GSM_BASIC.includes(c) && !GSM_EXTENDED.includes(c)) return false;
  return true;
}

/** How many SMS segments a text takes. */
export function smsSegments(text: string): number {
  if (isGsm7(text)) {
    let septets = 0;
    for (const c of text) septets += GSM_EXTENDED.includes(c) ? 2 : 1;
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  const units = text.length;
  return units <= 70 ? 1 : Math.ceil(units / 67);
}

export const fitsOneSms = (text: string): boolean => smsSegments(text) === 1;
