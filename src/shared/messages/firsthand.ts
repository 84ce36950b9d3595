import { registerEnglish } from '../translator.js';

export const firsthand = {
  title1: 'First-hand: permit test day',
  title2: 'First-hand: the weeks of trucking school',
  intro1: 'What the DMV permit test is really like, so nothing surprises you.',
  intro2: 'What a day of trucking school is really like, so you can plan for it.',
  watch1: 'Watch: permit test day',
  watch2: 'Watch: the weeks of trucking school',
  close: 'Continue to my checklist',
};

registerEnglish({ firsthand });
