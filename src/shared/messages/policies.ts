import { registerEnglish } from '../translator.js';

export const policies = {
  attendanceTitle: 'Attendance Policy',
  attendanceIntro: 'Trucking school is full time. By agreeing, you promise to:',
  attendance: {
    fullTime: 'Go to school full time, every school day.',
    onTime: 'Arrive on time, every day.',
    communicate: 'Tell the program and your school before you miss a day.',
    noCallNoShow: 'Understand that 3 no-call no-shows means you are dropped from the program.',
    noStipend: 'Understand that you get no stipend if you do not follow this policy.',
  },
  trainingTitle: 'Training Policy',
  trainingBody:
    'You must train on a manual truck (one with a stick shift). If you choose an automatic truck, you are dropped from the program and the program will not pay for your school.',
  agree: 'I agree',
  saving: 'Saving…',
  accepted: 'Thank you. You agreed to this policy.',
};

registerEnglish({ policies });
