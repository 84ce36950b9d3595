import { registerEnglish } from '../translator.js';

export const school = {
  noTrainingProvider: "We could not find your school's listing. Ask your Success Coach.",
  title: 'Your trucking school',
  none: 'Your Success Coach has not assigned your school yet. They will tell you as soon as it is set.',
  hours: 'Hours',
  phone: 'Phone',
  directions: 'Directions',
};

registerEnglish({ school });
