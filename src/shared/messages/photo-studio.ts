import { registerEnglish } from '../translator.js';

export const photoStudio = {
  title: 'Make your photo stand out',
  lead: '2 more checks for your job-site photo. Your photo stays on our server.',
  outfitCheck: 'Check my outfit',
  outfitChecking: 'Checking…',
  outfitTitle: 'Your outfit: {{score}} out of 5',
  outfitChecks: {
    calmColours: 'Calm colours. Your face stands out, not your shirt.',
    loudColours: 'Your clothes have loud, bright colours. They pull the eye away from your face.',
    plainPattern: 'A plain top with no busy pattern.',
    busyPattern: 'Your top has a busy pattern, like stripes or a print.',
  },
  outfitTips: {
    loudColours: 'Wear a solid dark or neutral colour: navy, black, grey, white or brown.',
    busyPattern: 'Pick a plain top with no stripes, checks or prints.',
    always: 'Wear clean clothes with no logos or words. A collared shirt or a plain T-shirt works well.',
  },
  outfitLimits:
    'This check looks at colours and patterns only. It cannot see logos, words or how your clothes fit.',
  enhance: 'Improve my photo',
  enhancing: 'Improving…',
  enhancedTitle: 'Your photo, improved',
  enhancedNothing: 'Your photo already looks good. We did not need to change anything.',
  before: 'Before',
  after: 'After',
  beforeAlt: 'Your photo as you took it',
  afterAlt: 'Your photo after our changes',
  changes: {
    portrait: 'Cropped to a portrait shape around you.',
    brighter: 'Made it brighter.',
    darker: 'Made it a little darker.',
    contrast: 'Added contrast so you stand out.',
    sharper: 'Made it sharper.',
  },
  keep: 'Use the improved photo',
  keeping: 'Saving…',
  kept: 'Your improved photo is saved.',
  keepOriginal: 'Keep my photo as it is',
  tryAgain: 'Tap the button to try again.',
};

registerEnglish({ photoStudio });
