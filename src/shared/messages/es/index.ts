/**
 * Every Spanish text gathered, for the server (which registers each language once at start, server/locale.ts)
 * and the tests, as `messages/en.ts` is for English. The browser never imports this file: a Spanish reader
 * gets `core.ts` before the first render and each other section's file with the screen whose code brings
 * the section's English (client/lib/spanish.ts, decision 038). One file per section, named as the English
 * one. Staff-only areas (review, staff, staffConsole, staffStudent, staffFacts, devMailbox) stay English; a missing text
 * falls back to English, and tests/unit/messages-parity.test.ts lists gaps and checks placeholders.
 */
import type { DeepPartialCatalog } from '../../translator.js';
import type { Catalog } from '../en.js';
import { core } from './core.js';
import { account } from './account.js';
import { actions } from './actions.js';
import { agreement } from './agreement.js';
import { analysis } from './analysis.js';
import { calendar } from './calendar.js';
import { careers } from './careers.js';
import { chat } from './chat.js';
import { checklist } from './checklist.js';
import { content } from './content.js';
import { documents } from './documents.js';
import { endorsements } from './endorsements.js';
import { enrolmentWelcome } from './enrolment-welcome.js';
import { firsthand } from './firsthand.js';
import { helpChat } from './help-chat.js';
import { interview } from './interview.js';
import { jobs } from './jobs.js';
import { journey } from './journey.js';
import { learning } from './learning.js';
import { locations } from './locations.js';
import { menu } from './menu.js';
import { meetings } from './meetings.js';
import { notFound } from './not-found.js';
import { payouts } from './payouts.js';
import { photoStudio } from './photo-studio.js';
import { policies } from './policies.js';
import { preEnrollment } from './pre-enrollment.js';
import { resources } from './resources.js';
import { resume } from './resume.js';
import { rides } from './rides.js';
import { school } from './school.js';
import { security } from './security.js';
import { speak } from './speak.js';
import { stage } from './stage.js';
import { steps } from './steps.js';
import { stipends } from './stipends.js';
import { factNotices } from './fact-notices.js';
import { trivia } from './trivia.js';
import { uploads } from './uploads.js';
import { weather } from './weather.js';
import { decisionNotices } from './decision-notices.js';
import { staffTeam } from './staff-team.js';
import { staffOutcomes } from './staff-outcomes.js';
import { jobListings } from './job-listings.js';

export const es = {
  ...core,
  account,
  actions,
  agreement,
  analysis,
  calendar,
  careers,
  chat,
  checklist,
  content,
  documents,
  endorsements,
  enrolmentWelcome,
  firsthand,
  helpChat,
  interview,
  jobs,
  journey,
  learning,
  locations,
  menu,
  meetings,
  notFound,
  payouts,
  photoStudio,
  policies,
  preEnrollment,
  resources,
  resume,
  rides,
  school,
  security,
  speak,
  stage,
  steps,
  stipends,
  factNotices,
  trivia,
  uploads,
  weather,
  decisionNotices,
  staffTeam,
  staffOutcomes,
  jobListings,
} satisfies DeepPartialCatalog<Catalog>;
