/**
 * Every word a person reads in the portal, one file per section (`messages/<section>.ts`), gathered here for
 * the server, the tests and the message types; a second language is one more set of this shape.
 * Spec wording is kept letter for letter; do not "improve" a quoted message.
 * A browser screen loads only the sections it names (decision 033), so nothing in the browser imports this.
 */
import '../icu-engine.js';
import { core } from './core.js';
import { staffConsole } from './console.js';
import { jobs } from './jobs.js';
import { rides } from './rides.js';
import { staffStudent } from './staff-student.js';
import { staffFacts } from './staff-facts.js';
import { factNotices } from './fact-notices.js';
import { resume } from './resume.js';
import { speak } from './speak.js';
import { steps } from './steps.js';

import { menu } from './menu.js';
import { meetings } from './meetings.js';
import { helpChat } from './help-chat.js';
import { firsthand } from './firsthand.js';
import { stage } from './stage.js';
import { actions } from './actions.js';
import { journey } from './journey.js';
import { resources } from './resources.js';
import { checklist } from './checklist.js';
import { school } from './school.js';
import { calendar } from './calendar.js';
import { trivia } from './trivia.js';
import { learning } from './learning.js';
import { content } from './content.js';
import { documents } from './documents.js';
import { stipends } from './stipends.js';
import { preEnrollment } from './pre-enrollment.js';
import { policies } from './policies.js';
import { agreement } from './agreement.js';
import { locations } from './locations.js';
import { review } from './review.js';
import { staff } from './staff.js';
import { account } from './account.js';
import { analysis } from './analysis.js';
import { photoStudio } from './photo-studio.js';
import { careers } from './careers.js';
import { endorsements } from './endorsements.js';
import { payouts } from './payouts.js';
import { interview } from './interview.js';
import { security } from './security.js';
import { devMailbox } from './dev-mailbox.js';
import { notFound } from './not-found.js';
import { chat } from './chat.js';
import { weather } from './weather.js';
import { enrolment } from './enrolment.js';
import { enrolmentWelcome } from './enrolment-welcome.js';
import { uploads } from './uploads.js';
import { decisionNotices } from './decision-notices.js';
import { staffTeam } from './staff-team.js';
import { staffOutcomes } from './staff-outcomes.js';
import { jobListings } from './job-listings.js';

export const en = {
  ...core,
  menu,
  meetings,
  helpChat,
  firsthand,
  stage,
  actions,
  journey,
  resources,
  checklist,
  school,
  calendar,
  trivia,
  learning,
  content,
  documents,
  stipends,
  preEnrollment,
  policies,
  agreement,
  locations,
  review,
  staff,
  account,
  analysis,
  photoStudio,
  careers,
  endorsements,
  payouts,
  interview,
  security,
  devMailbox,
  notFound,
  chat,
  weather,
  staffTeam,
  staffOutcomes,
  jobListings,
  rides,
  jobs,
  staffConsole,
  steps,
  resume,
  staffStudent,
  staffFacts,
  factNotices,
  speak,
  enrolment,
  enrolmentWelcome,
  uploads,
  decisionNotices,
} as const;

export type Catalog = typeof en;
