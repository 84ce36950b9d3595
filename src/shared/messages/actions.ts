import { registerEnglish } from '../translator.js';

export const actions = {
  title: 'Action needed',
  documentSentBack: 'Your coach sent back your {{document}} photo',
  reason: 'Why: {{reason}}',
  retake: 'Take the photo again',
  stipendReady: 'Your week {{week}} stipend is ready to ask for',
  askStipend: 'Ask for my stipend',
  rideUnderWay: 'Your ride to {{destination}} is under way',
  seeRide: 'See my ride',
  callToday: '{{name}} today at {{time}}',
  join: 'Join',
  phoneCall: 'We will call you on your phone. Keep it nearby.',
};

registerEnglish({ actions });
