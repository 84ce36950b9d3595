import { registerEnglish } from '../translator.js';

export const journey = {
  congratsWelcome: 'Congrats! You finished Welcome & Orientation',
  congratsTraining: "You're ready to move on",
  congratsPermit: 'You got your CLP!',
  congratsSchool: "You're officially a CDL-A driver!",
  moveTo: 'Go to {{next}}',
  updating: 'Updating your status...',
  moveRefused: 'Your status cannot move there from where you are now.',
  finishChecklist: 'Finish every step of your checklist first.',
  explainer: 'Complete the highlighted item(s) to see your next step',
  unknownStep: 'That is not a step of your checklist.',
  doneByServer: 'This step is done when you finish it on its own screen.',
  notYourStage: 'This step is for a later stage. Finish your checklist first.',
  firstTipTitle: 'Click on the green boxes',
  firstTipBody:
    'Each green box is your next step. Finish it and the next one lights up. Stuck? Tap Help at the top, or call your Success Coach.',
  gotIt: 'Got it',
  leaveTitle: 'Leave the program',
  leaveTalkFirst:
    'Before you go, talk with your Success Coach. Many problems have a fix, and leaving cannot be undone from here.',
  leaveContinue: 'I still want to leave',
  leaveSure: 'Are you sure?',
  leaveConfirm: 'Yes, I want to quit the program',
  leaveCancel: 'No, stay in the program',
  withdrawRefused: 'Withdrawal is not available at your stage. Please talk with your Success Coach.',
  notWithdrawn: 'This e-mail is only for people who have left the program.',
  welcomeNotYet: 'The welcome e-mail comes when you reach Career Services.',
  withdrawalEmailSubject: 'You have left the Freeway program',
  withdrawalEmailText:
    'Hi {{firstName}},\n\nYou have left the Freeway program. We are sorry to see you go. If you change your mind or need help, call your Success Coach at {{phone}} ({{hours}}).\n\nReference: {{uuid}}',
  welcomeEmailSubject: 'Welcome to Freeway Career Services',
  welcomeEmailText:
    'Hi {{firstName}},\n\nYou are officially a CDL-A driver. Congratulations! Your Career Services portal is open: meet your career coach, practice interviews and find your first trucking job.\n\nCall us any time at {{phone}}.',
};

registerEnglish({ journey });
