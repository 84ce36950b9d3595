import { registerEnglish } from '../translator.js';

export const menu = {
  title: 'Student Portal Menu',
  continue: 'Continue where I left off',
  uber: 'Uber Requests',
  uberRides: 'Request a ride',
  helpCenter: 'Help Center',
  helpCenterLink: 'Open the Help Center',
  careerServices: 'Career Services',
  careerServicesLink: 'Go to Career Services',
  profile: 'Profile',
  accountInfo: 'Account info',
  logout: 'Log out',
  withdraw: 'Withdraw',
  documents: 'Documents',
  documentsLink: 'My documents',
  coEnrolled: 'You are co-enrolled with {{product}} and {{board}}.',
  opensNewTab: '(opens in a new tab)',
};

registerEnglish({ menu });
