import { registerEnglish } from '../translator.js';

export const stage = {
  yourChecklist: 'Your Checklist',
  /** Spec 001 §4, word for word. */
  explainer: 'Complete the highlighted item(s) to see your next step',
  checklistHint: 'Click on the green box to start the next step',
  afterThis: 'After this: {{next}}',
  welcome: 'Welcome & Orientation',
  prepermit: 'Permit Training',
  permit: 'Physical and Permit',
  school: 'Trucking School',
  onhold: 'On Hold for School',
  postprogram: 'Career Services Portal',
  withdrawnTitle: 'You have left the program',
  withdrawnBody:
    'Your account is closed for now. If you want to come back or have questions, call a Success Coach. We are glad to talk.',
  position: 'Stage {{number}} of {{total}}: {{name}}',
  progress: '{{done}} of {{total}} steps done',
  recommendedProgress: 'Extra study, if you want: {{done}} of {{total}} done',
};

registerEnglish({ stage });
