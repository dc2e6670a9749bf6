import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import type { PublicUserView } from '../../../server/accounts/profiles.ts';
import { getMessages } from '../../../server/locale/messages.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { SellerCard } from './seller-card.tsx';

const person: PublicUserView = {
  name: 'Lucía Ferrer',
  slug: 'lucia-ferrer',
  accountType: 'individual',
  avatar_full_url: null,
  country: { code: 'ES', name: 'Spain', slug: 'spain', icon: '' },
  memberSince: '01/02/2025',
  hasPhone: false,
  companySlug: null,
};

function render(seller: PublicUserView): string {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <I18nProvider locale="en" messages={getMessages('en')}>
          <SellerCard slug="an-ad" seller={seller} companyPhone={null} canAsk={false} />
        </I18nProvider>
      ),
    },
  ]);
  return renderToString(<RouterProvider router={router} />);
}

test("a private seller's name leads to their user page", () => {
  expect(render(person)).toMatch(/<a [^>]*href="\/en\/u\/lucia-ferrer"[^>]*>Lucía Ferrer<\/a>/);
});

test("a company's name leads to its professional page, as its tag does", () => {
  const html = render({ ...person, accountType: 'company', companySlug: 'yeguada-del-sol' });
  expect(html).toMatch(/<a [^>]*href="\/en\/pro\/yeguada-del-sol"[^>]*>Lucía Ferrer<\/a>/);
  expect(html).not.toContain('/u/lucia-ferrer');
});
