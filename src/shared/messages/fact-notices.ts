import { registerEnglish } from '../translator.js';

/**
 * What a student is told when staff change a fact of their program (decision 041): short and plain, one
 * text message where texts are used.
 */
export const factNotices = {
  subject: 'Your program details changed',
  greeting: 'Hi {{name}},',
  school: 'Your school is set: {{name}}.',
  schoolRemoved: 'Your school was taken off. Your coach will tell you the new one.',
  startDate: 'Your start date is {{date}}.',
  startDateRemoved: 'Your school start date was taken off.',
  stipendOn: 'You can now ask for your weekly stipend.',
  stipendOff: 'Weekly stipends are no longer part of your plan.',
  uberOn: 'You can now ask for Uber rides.',
  uberOff: 'Uber rides are turned off for you.',
  funding: 'Your job board funding details changed.',
  careerCoach: 'Your career coach is {{name}}.',
  careerCoachRemoved: 'Your career coach was changed. We will tell you who is next.',
  status: 'Your coach moved you to: {{stage}}.',
  stages: {
    '0_New': 'getting started',
    '1_Setup': 'setting up your account',
    '2_Training': 'permit training',
    '3_Permit': 'your permit',
    '4_School': 'trucking school',
    '5_PostProgram': 'career services',
    '95_OnHoldForSchool': 'on hold for school',
    '99_Withdrew': 'withdrawn from the program',
  },
  open: 'Open {{product}} to see what is next.',
  short: 'Your program details changed. Open {{product}} to see them.',
};

registerEnglish({ factNotices });
