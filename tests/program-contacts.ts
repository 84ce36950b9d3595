import { resolve } from 'node:path';

/** A program's own contact settings and videos, as production needs them (README "Program settings"). */
export const PROGRAM_CONTACTS = {
  SUPPORT_PHONE: '(217) 555-2368',
  SUPPORT_TEXT_NUMBER: '+12175552369',
  HELP_CENTER_URL: 'https://help.roadahead.org/',
  STUDY_TIPS_URL: 'https://help.roadahead.org/study',
  PRIVACY_EMAIL: 'privacy@roadahead.org',
  OFFICE_HOURS: 'Mon-Sat 08:30-17:00',
  PROGRAM_TIME_ZONE: 'America/New_York',
  MAIL_FROM: 'Road Ahead <no-reply@roadahead.org>',
  // The program's own videos: here the demo's clips stand in for them, as a folder a program would fill.
  MEDIA_DIR: resolve('content/demo-media'),
};
