import { chromium } from '../../scripts/chromium.mjs';

/** How every browser test starts Debian's Chromium (shared with the measuring scripts). */
export { chromium };

/** For `test.use`: Chromium's fake microphone (a steady tone), granted without a prompt. */
export const fakeMicrophone = {
  launchOptions: {
    ...chromium,
    args: [...chromium.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
};
