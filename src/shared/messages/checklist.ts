import { registerEnglish } from '../translator.js';

export const checklist = {
  done: 'Done',
  start: 'Start',
  next: 'Next step',
  allDone: 'All done here!',
  stageDone: 'You finished this stage.',
  alreadyMoved: 'You already finished this stage.',
  afterSchool: 'After school: road test and license',
  continue: 'Continue',
};

registerEnglish({ checklist });
