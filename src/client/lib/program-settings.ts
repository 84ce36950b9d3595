import {
  PROGRAM_SETTINGS_ELEMENT,
  setProgramSettings,
  type ProgramSettings,
} from '@shared/domain/program-settings';

const NONE: ProgramSettings = {
  supportPhone: '',
  textNumber: '',
  helpCenterUrl: '',
  studyTipsUrl: '',
  privacyEmail: '',
  officeHours: '',
  timeZone: 'America/Chicago',
};

/**
 * Takes the program's settings from the page the server served (src/server/plugins/static-client.ts).
 * A page without them shows no contact rather than an invented one: the links that need them hide.
 */
export function readProgramSettings(doc: Document = document): void {
  const text = doc.getElementById(PROGRAM_SETTINGS_ELEMENT)?.textContent;
  let settings = NONE;
  try {
    if (text) settings = { ...NONE, ...(JSON.parse(text) as Partial<ProgramSettings>) };
  } catch {
    // A damaged block: no contact is better than a wrong one.
  }
  setProgramSettings(settings);
}
