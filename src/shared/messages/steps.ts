import { registerEnglish } from '../translator.js';

/** Words of the checklist's step screens (how-to pages, the coach, privacy, rides and study entry points). */
export const steps = {
  markDone: 'Done: back to my checklist',
  saving: 'Saving…',
  notFoundTitle: 'We could not find that page',
  notFoundBody: 'This link is not part of your program, or it has moved.',
  coachTitle: 'Meet your Success Coach',
  talkTitle: 'Talk with your Success Coach',
  coachLead:
    'Your Success Coach helps you at every step: papers, rides, school, and anything that gets in the way. Call or text to say hello. A short call of 5 to 10 minutes is enough.',
  coachName: 'Your coach is {{name}}.',
  teamTitle: 'The Success team',
  noCoachYet:
    'We are choosing your Success Coach now. Until then, the Success team answers on the program line.',
  coachHours: 'Coaches answer {{hours}}. If you call after hours, leave a message or send a text.',
  call: 'Call {{phone}}',
  text: 'Text {{phone}}',
  email: 'E-mail {{email}}',
  talkAsk: 'Ask what you are waiting for, and what you can do now to be ready for school.',
  calledCoach: 'I talked with my coach',
  metCoach: 'I said hello to my coach',
  privacyTitle: 'The privacy agreement',
  privacyLead:
    'Read what we keep about you, who can see it, and how we keep it safe. We never sell it. It takes about 5 minutes.',
  privacyAgree: 'I have read it and I agree',
  privacyAccepted: 'You said yes to this agreement on {{date}}.',
  privacyVersion: 'Version of {{date}}',
  triviaTitle: 'Trucking Trivia',
  triviaLead:
    'A free 1-hour study session online with other students and a coach. You answer permit test questions as a game, and learn why each answer is right. It helps a lot before the permit tests.',
  triviaBring: 'You need a phone or computer with internet. Join from a quiet place.',
  triviaDone: 'I know about Trucking Trivia',
  studyTitle: 'Study for your permit',
  studyLead:
    'These are the classes for your permit tests. For each one: watch the class, then pass its test. 15 minutes a day is enough.',
  classWatched: 'Class: done',
  classNotWatched: 'Class: not started',
  testPassed: 'Test: passed ({{score}}%)',
  testPassedNoScore: 'Test: passed',
  testNotPassed: 'Test: not passed yet',
  bestScore: 'Best score so far: {{score}}%',
  nextWatch: 'Start the class',
  nextTest: 'Take the test',
  nextPractice: 'Practice again',
  allPassed: 'You passed every class test. Keep practicing so it stays fresh.',
  practiceAll: 'Practice test with all subjects',
  pretripTitle: 'The pre-trip check',
  pretripLead:
    'The pre-trip is the safety check a driver does before every drive. Learning it now gives you a head start in school.',
  pretripOpen: 'Start learning the pre-trip',
  ridesTitle: 'How free rides work',
  ridesLead:
    'The program can pay for an Uber ride to program places, so getting there is never the reason you miss a step. You order it here in the portal. You pay nothing.',
  ridesHowTitle: 'How it works',
  ridesHow1: 'Open a ride step on your checklist, or "Request a ride" in the menu.',
  ridesHow2: 'Pick why you need the ride. The place is filled in for you when we know it.',
  ridesHow3: 'Check the pick-up place and press Confirm. A car comes in a few minutes.',
  ridesHow4: 'Be outside and ready. Rides you do not show up for still count.',
  ridesYoursTitle: 'Your rides',
  ridesReasonsLead: 'Each reason has a number of free rides. This is what you have left:',
  ridesNoneYet: 'Rides open up as you reach steps that need them, like the DOT physical and the DMV.',
  ridesAskTitle: 'No ride access yet?',
  ridesOrder: 'Order a ride',
  rideTitles: {
    'DOT Physical': 'A free ride to your DOT physical',
    'Permit Test': 'A free ride to the DMV',
    'One Stop': 'A free ride to the One-Stop office',
    'Trucking School': 'A free ride to trucking school',
    'Road Test': 'A free ride to your road test',
    'Career Services': 'A free ride to career services',
    Flexible: 'A free ride',
  },
  rideLeads: {
    'DOT Physical':
      'The program pays for an Uber ride to a DOT clinic and back. Book your physical first, then order the ride about 30 minutes before it.',
    'Permit Test':
      'The program pays for an Uber ride to the permit office (DMV) and back. Go early in the day: the tests take 2 to 3 hours.',
    'One Stop':
      'The program pays for an Uber ride to your One-Stop office (the free job center that may pay for school) and back.',
    'Trucking School':
      'The program pays for Uber rides to trucking school and back while you are in school. Order each ride the day you need it.',
    'Road Test':
      'The program pays for an Uber ride to your road test and back. Order it early: be there 30 minutes before your test.',
    'Career Services': 'The program pays for an Uber ride to your career services meetings and back.',
    Flexible: 'The program pays for an Uber ride to a program place.',
  },
  rideWhere: 'The ride goes to: {{place}}',
  rideNoPlace: 'You pick the place when you order the ride.',
  rideNotNow:
    'This ride is not open at your stage of the program. Talk with your Success Coach if you need one.',
  chatNoAccount: 'Your chat account is not set up yet. Ask your career coach to invite you, then try again.',
  communityTitle: 'The graduate chat',
  communityLead:
    'A chat room for Freeway drivers who finished the program. Share tips, ask questions and pass on job leads. Coaches are there too.',
  communityRules: "Be kind, keep it about work and the road, and never share anyone's private details.",
  communityJoin: 'Join the graduate chat',
  communityJoined: 'You are in the graduate chat. Open the chat app on your phone and say hi!',
  communityNoAccount: 'Your chat account is not set up yet. Ask your career coach to invite you to the chat.',
  scheduleCall: 'Schedule a call',
  scheduleCallLead: 'Pick a time that suits you. Your coach calls you at your phone number.',
};

registerEnglish({ steps });
