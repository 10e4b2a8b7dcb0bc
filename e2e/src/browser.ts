/** Debian's Chromium driven by playwright-core (no browser downloads on this machine). */
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '@engage/tooling/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
