/** How every browser test starts Debian's Chromium: no sandbox (containers), no GPU, no background traffic. */
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** For `test.use`: Chromium's fake microphone (a steady tone), granted without a prompt. */
export const fakeMicrophone = {
  launchOptions: {
    ...chromium,
    args: [...chromium.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
};
