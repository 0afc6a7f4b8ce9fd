// How both suites launch Debian's chromium (TOOLCHAIN trap 7: no downloaded browsers here).
// The session room's calls need a camera and a microphone: Chromium's fake devices (a test
// pattern and a tone), granted without the permission prompt a headless run cannot answer.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
  ],
};
