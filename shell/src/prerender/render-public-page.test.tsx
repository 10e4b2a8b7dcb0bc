/**
 * @jest-environment node
 */
import { renderPublicPage } from './render-public-page';

function AuthStandIn() {
  return <main className="stand-in">the area</main>;
}

it('draws the shell around the area at the page path, and says what it holds', async () => {
  const { attributes, html } = await renderPublicPage('/signin', { mf_auth: AuthStandIn });
  expect(attributes).toBe('data-prerendered="/signin" data-prerendered-language="en"');
  expect(html).toContain('<span class="eg-public__brand">engage</span>');
  // The language links are plain links in the prerendered HTML: no script needed to choose.
  expect(html).toContain('<a href="?lang=sw" lang="sw-KE" hrefLang="sw-KE">Kiswahili</a>');
  expect(html).toContain('<main class="stand-in">the area</main>');
});

it('refuses a page whose area it was not given', async () => {
  await expect(renderPublicPage('/signin', {})).rejects.toThrow('/signin: its area was not given to prerender');
});
