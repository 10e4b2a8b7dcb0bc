/**
 * @jest-environment node
 */
// The public pages are prerendered at build time (scripts/prerender.mjs, with the shell's
// renderer): in Node, with react-dom/static, the area's pages must draw whole, forms included.
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from '@engage/shared/router';
import { QueryClient, QueryClientProvider } from '@engage/shared/queries';
import App from './App';

async function prerendered(path: string): Promise<string> {
  // The shell's page gives every route the query cache the forms write through.
  const { prelude } = await prerender(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<App />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    // As the build's prerender (shell/src/prerender/render-public-page.tsx): one whole document.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

it('prerenders /signin with its whole sign-in form, its submit waiting for hydration', async () => {
  const html = await prerendered('/signin');
  expect(html).toContain('<form class="eg-auth-form" noValidate="" aria-label="Sign in">');
  expect(html).toMatch(/<input type="email"[^>]*id="signin-email" name="email"\/>/);
  expect(html).toMatch(/<input[^>]*id="signin-password" type="password" name="password"\/>/);
  expect(html).toMatch(/<button type="submit" class="eg-button eg-auth-form__submit" disabled="">Sign in<\/button>/);
  // Not the skeleton: the lazy forms were waited for.
  expect(html).not.toContain('eg-skeleton');
  // The Google link's address (origin, state) is set in the browser.
  expect(html).toMatch(/<a class="eg-auth-google__button">/);
});

it('prerenders the other public pages whole', async () => {
  expect(await prerendered('/signup')).toContain('aria-label="Create account"');
  expect(await prerendered('/forgotpassword')).toContain('<form');
  const policy = await prerendered('/privacy-policy');
  expect(policy).toContain('eg-policy');
  expect(policy).not.toContain('eg-skeleton');
});
