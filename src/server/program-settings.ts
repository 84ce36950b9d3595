import { z } from 'zod';
import { isValidEmail, isValidUsPhone, toE164 } from '@shared/domain/contact.js';
import {
  CONTACT_SETTINGS,
  DEMO_PROGRAM_SETTINGS,
  OFFICE_HOURS_PATTERN,
  PROGRAM_SETTING_VARIABLES,
  isExampleAddress,
  isFictionalPhone,
  type ProgramSettings,
} from '@shared/domain/program-settings.js';

const phone = (name: string) =>
  z
    .string()
    .refine(isValidUsPhone, `${name} must be a 10-digit US number, e.g. +13125550100 or (312) 555-0100`)
    .transform(toE164)
    .optional();
const httpsUrl = (name: string) =>
  z
    .string()
    .url(`${name} must be a full https:// address`)
    .refine((v) => v.startsWith('https://'), `${name} must be a full https:// address`)
    .optional();

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The program's contact points and outside links (README "Program settings"). */
export const programSettingsSchema = {
  /** The support line students call ("Call us"). */
  SUPPORT_PHONE: phone('SUPPORT_PHONE'),
  /** The number students text; unset: the support line. */
  SUPPORT_TEXT_NUMBER: phone('SUPPORT_TEXT_NUMBER'),
  HELP_CENTER_URL: httpsUrl('HELP_CENTER_URL'),
  STUDY_TIPS_URL: httpsUrl('STUDY_TIPS_URL'),
  PRIVACY_EMAIL: z.string().refine(isValidEmail, 'PRIVACY_EMAIL must be an e-mail address').optional(),
  /** "Mon-Fri 09:00-18:00", in PROGRAM_TIME_ZONE. */
  OFFICE_HOURS: z
    .string()
    .regex(OFFICE_HOURS_PATTERN, 'OFFICE_HOURS must read like "Mon-Fri 09:00-18:00"')
    .optional(),
  PROGRAM_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'PROGRAM_TIME_ZONE must be a time zone such as America/Chicago')
    .optional(),
};

type Given = { [K in keyof typeof programSettingsSchema]?: string | undefined };

/**
 * The settings in force. In demo mode, and outside production, what is not set is the demo program's. In
 * production without demo every setting is required, and a contact on a reserved `.example` domain or a
 * fictional 555-01xx number is refused: the portal does not start, and the message names each setting.
 */
export function programSettingsFromEnv(
  env: Given,
  mode: { production: boolean; demo: boolean },
): ProgramSettings {
  const given: Partial<ProgramSettings> = {
    supportPhone: env.SUPPORT_PHONE,
    textNumber: env.SUPPORT_TEXT_NUMBER ?? env.SUPPORT_PHONE,
    helpCenterUrl: env.HELP_CENTER_URL,
    studyTipsUrl: env.STUDY_TIPS_URL,
    privacyEmail: env.PRIVACY_EMAIL,
    officeHours: env.OFFICE_HOURS,
    timeZone: env.PROGRAM_TIME_ZONE,
  };
  if (!mode.production || mode.demo) {
    const defined = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
    return { ...DEMO_PROGRAM_SETTINGS, ...defined };
  }
  const problems: string[] = [];
  const missing = (Object.keys(PROGRAM_SETTING_VARIABLES) as (keyof ProgramSettings)[]).filter(
    (key) => given[key] === undefined && key !== 'textNumber',
  );
  if (missing.length > 0) {
    problems.push(
      `  ${missing.map((k) => PROGRAM_SETTING_VARIABLES[k]).join(', ')}: required in production ` +
        '(the program’s own contact points; see the README’s configuration table)',
    );
  }
  for (const key of CONTACT_SETTINGS) {
    const value = given[key];
    if (value === undefined) continue;
    const name =
      key === 'textNumber' && !env.SUPPORT_TEXT_NUMBER ? 'SUPPORT_PHONE' : PROGRAM_SETTING_VARIABLES[key];
    if (key === 'supportPhone' || key === 'textNumber') {
      if (isFictionalPhone(value) && !problems.some((p) => p.startsWith(`  ${name}:`)))
        problems.push(`  ${name}: ${value} is a fictional 555-01xx number; set the program's own`);
    } else if (isExampleAddress(value)) {
      problems.push(`  ${name}: ${value} is on a reserved .example domain; set the program's own`);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return given as ProgramSettings;
}
