/** Debian's Chromium driven by playwright-core (DESIGN §8: no browser downloads here). */
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '@engage/shared/build/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
