// How every check in a real browser launches Chromium (STACK.md pitfall 10): Debian's build, or the
// one CHROMIUM_PATH names, headless without a sandbox or GPU, and without the background traffic
// (updates, sync, QUIC) a first run would start. playwright-core takes it as launch options.
export const headlessChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
