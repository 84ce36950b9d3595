// How every browser the project starts (browser tests, measuring scripts) launches Debian's Chromium: no
// sandbox (containers), no GPU, no background traffic that would blur a measurement.
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
