/**
 * Spanish for every screen after sign-in (decision 028): loaded with the app when the reader's language is
 * Spanish, never by the sign-in page. Staff-only areas (review, staff, staffConsole, staffStudent,
 * devMailbox) stay English. A missing text falls back to English; tests/unit/messages-parity.test.ts
 * lists gaps and checks placeholders.
 */
import type { DeepPartialCatalog } from '../../translator.js';
import type { core } from '../core.js';
import type { Catalog } from '../en.js';
import { jobs } from './jobs.js';
import { resume } from './resume.js';
import { rides } from './rides.js';
import { speak } from './speak.js';
import { steps } from './steps.js';
import * as student1 from './student-1.js';
import * as student2 from './student-2.js';
import * as student3 from './student-3.js';

export const app: DeepPartialCatalog<Omit<Catalog, keyof typeof core>> = {
  ...student1,
  ...student2,
  ...student3,
  jobs,
  resume,
  rides,
  speak,
  steps,
};
