import { registerEnglish } from '../translator.js';

export const weather = {
  outOfArea: 'We can only check the weather for places in the United States.',
  badTime: 'Pick a time between now and 2 weeks from now.',
  advice: {
    freezing: 'It will be freezing. Wear a warm coat, a hat and gloves.',
    cold: 'It will be cold. Wear a warm coat.',
    cool: 'It will be cool. Bring a jacket.',
    mild: 'It will be mild. Dress in layers.',
    hot: 'It will be hot. Wear light clothes and bring water.',
  },
};

registerEnglish({ weather });
