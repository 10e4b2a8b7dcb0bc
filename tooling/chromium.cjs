// How our browser tests and the bundle benchmark start Debian's Chromium: no
// browser download here, and flags that keep it off a network this machine does not have.
function chromiumLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // Chromium 156 builds its desktop omnibox popup (WebUI pages, a renderer of their own) even
      // when headless: on two cores that competed with the page under test for the CPU.
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
    ],
  };
}

exports.chromiumLaunchOptions = chromiumLaunchOptions;
