import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, publicSettings, type Settings } from '@/domain/settings';
import { LegalDocument } from '@/web/features/legal/components/legal-document';
import privacy from '@/web/features/legal/content/privacy/en.md?raw';
import returns from '@/web/features/legal/content/returns/en.md?raw';
import shipping from '@/web/features/legal/content/shipping/en.md?raw';
import terms from '@/web/features/legal/content/terms/en.md?raw';
import { parseLegalText, placeholdersOf } from '@/web/features/legal/legal-text';
import { legalValues } from '@/web/features/legal/legal-values';
import { formatIn } from '@/web/i18n/format';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';

// /terms, /privacy, /returns and /shipping (product.md §13): the shop's own texts from content
// files, their numbers and the company filled from GET /api/settings.

const PAGES = [
  { path: '/terms', title: 'Terms and conditions', source: terms },
  { path: '/privacy', title: 'Privacy statement', source: privacy },
  { path: '/returns', title: 'Returns and withdrawal', source: returns },
  { path: '/shipping', title: 'Shipping and delivery', source: shipping },
] as const;

function answerSettings(change: Partial<Settings>) {
  server.use(
    http.get('*/api/settings', () =>
      HttpResponse.json(publicSettings({ ...DEFAULT_SETTINGS, ...change })),
    ),
  );
}

async function openPage(path: string, title: string) {
  renderApp(path);
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  await screen.findByText(/Last updated/);
  // The text is there once its first section is.
  await screen.findAllByRole('heading', { level: 2 });
  return heading;
}

describe('the legal pages', () => {
  it('every placeholder in every content file has a value from the settings', () => {
    const values = legalValues(publicSettings(DEFAULT_SETTINGS), (id) => id, formatIn('en-NL'));
    for (const page of PAGES) {
      for (const name of placeholdersOf(page.source)) {
        expect(values, `${page.path}: {{${name}}}`).toHaveProperty(name);
      }
    }
  });

  for (const page of PAGES) {
    it(`${page.path}: a title, the date of its last change, and no placeholder left unfilled`, async () => {
      await openPage(page.path, page.title);
      await waitFor(() => expect(document.title).toBe(`${page.title} · Tress`));
      expect(screen.getByText('25 November 2026')).toHaveAttribute('datetime', '2026-11-25');
      const main = screen.getByRole('main');
      expect(main.textContent).not.toMatch(/\{\{|\}\}/);
      for (const link of within(main).getAllByRole('link')) {
        expect(link.getAttribute('href')).not.toMatch(/\{\{|javascript:/);
      }
    });
  }

  it('lists the sections of a long page, each linking to its anchor', async () => {
    await openPage('/terms', 'Terms and conditions');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const link = within(contents).getByRole('link', { name: 'Right of withdrawal' });
    expect(link).toHaveAttribute('href', '#withdrawal');
    expect(document.getElementById('withdrawal')).toHaveTextContent('Right of withdrawal');
    expect(within(contents).getAllByRole('link').length).toBeGreaterThanOrEqual(10);
  });

  it('fill the delivery numbers from the settings: change them and the shipping page changes', async () => {
    answerSettings({
      deliveryFees: { home: 555, locker: 333, salon: 0 },
      freeDeliveryThresholds: { client: 6000, business: 20000 },
    });
    await openPage('/shipping', 'Shipping and delivery');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /Home delivery/ })).toHaveTextContent('€5.55');
    expect(within(table).getByRole('row', { name: /Parcel locker/ })).toHaveTextContent('€3.33');
    expect(within(table).getByRole('row', { name: /Salon pickup/ })).toHaveTextContent('Free');
    const free = screen.getByRole('heading', { name: 'Free delivery' }).nextElementSibling;
    expect(free).toHaveTextContent('free from an order of €60.00');
    expect(free).toHaveTextContent('free from €200.00');
  });

  it('the default shipping page states the default fees and thresholds', async () => {
    await openPage('/shipping', 'Shipping and delivery');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /Home delivery/ })).toHaveTextContent('€6.95');
    expect(within(table).getByRole('row', { name: /Parcel locker/ })).toHaveTextContent('€3.95');
    expect(screen.getByText(/free from an order of/)).toHaveTextContent('€75.00');
  });

  it('the terms name the company from the settings, and the order expiry', async () => {
    answerSettings({
      orderExpiryMinutes: 45,
      company: {
        ...DEFAULT_SETTINGS.company,
        name: 'Haarwerk B.V.',
        street: 'Oudegracht 1',
        postcode: '3511 AA',
        city: 'Utrecht',
        registrationNumber: '12345678',
        vatNumber: 'NL123456789B01',
        email: 'service@haarwerk.example',
        phone: '+31 30 765 4321',
      },
    });
    await openPage('/terms', 'Terms and conditions');
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getByText(/is the online shop of/)
        .closest('p'),
    ).toHaveTextContent('Haarwerk B.V., Oudegracht 1, 3511 AA Utrecht, Netherlands');
    expect(main).toHaveTextContent('Trade register: KvK 12345678');
    expect(main).toHaveTextContent('VAT number: NL123456789B01');
    expect(
      within(main).getAllByRole('link', { name: 'service@haarwerk.example' })[0],
    ).toHaveAttribute('href', 'mailto:service@haarwerk.example');
    expect(within(main).getByRole('link', { name: '+31 30 765 4321' })).toHaveAttribute(
      'href',
      'tel:+31307654321',
    );
    expect(main).toHaveTextContent('not paid within 45 minutes expires');
    expect(main).not.toHaveTextContent('Tress B.V.');
  });

  it('the returns page: 14 days, the hygiene exception stated, no right for businesses, and the model form addressed to the company', async () => {
    await openPage('/returns', 'Returns and withdrawal');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('within 14 days without giving any reason');
    const hygiene = screen.getByRole('heading', { name: /hygiene exception/ });
    expect(hygiene).toHaveAttribute('id', 'hygiene-exception');
    expect(main).toHaveTextContent('Article 16(e) of Directive 2011/83/EU');
    expect(main).toHaveTextContent(
      'a sealed product in its original, unbroken seal can be returned like anything else',
    );
    expect(main).toHaveTextContent('have no legal right of withdrawal');
    expect(main).toHaveTextContent('The cost of sending them back is yours.');
    expect(screen.getByRole('heading', { name: 'Model withdrawal form' })).toHaveAttribute(
      'id',
      'model-form',
    );
    expect(
      screen.getByText(
        'To: Tress B.V., Kapperskade 14, 1011 AB Amsterdam, Netherlands, hello@tress.example',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /hereby give notice that I\/We \(\*\) withdraw from my\/our \(\*\) contract/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('(*) Delete as appropriate.')).toBeInTheDocument();
    expect(within(main).getAllByRole('link', { name: 'contact form' })[0]).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('the privacy statement names the controller and the supervisory authorities', async () => {
    await openPage('/privacy', 'Privacy statement');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(
      'Tress B.V., Kapperskade 14, 1011 AB Amsterdam, Netherlands (KvK 86420133)',
    );
    expect(within(main).getByRole('link', { name: 'Autoriteit Persoonsgegevens' })).toHaveAttribute(
      'href',
      'https://autoriteitpersoonsgegevens.nl',
    );
    expect(main).toHaveTextContent('sets no cookies of its own');
  });

  it('shows an error with a way forward when the settings cannot be read', async () => {
    server.use(http.get('*/api/settings', () => HttpResponse.json({ code: 'X' }, { status: 500 })));
    renderApp('/returns');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Returns and withdrawal' }),
    ).toBeInTheDocument();
  });
});

describe('the legal text renderer', () => {
  it('links only the shop’s pages, anchors, https, mail and phone; anything else stays text', () => {
    const { blocks } = parseLegalText(
      [
        '[Shop](/shop) [Top](#top) [Site](https://example.com) [Bad](javascript:alert(1))',
        '[Data](data:text/html,x) [Away](//evil.example) [Mail]({{mail}})',
      ].join('\n'),
    );
    render(
      <MemoryRouter>
        <LegalDocument blocks={blocks} values={{ mail: 'javascript:alert(2)' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Top' })).toHaveAttribute('href', '#top');
    expect(screen.getByRole('link', { name: 'Site' })).toHaveAttribute('rel', 'noreferrer');
    for (const name of ['Bad', 'Data', 'Away', 'Mail']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.getByText(name)).toBeInTheDocument();
    }
  });

  it('shows a placeholder without a value as written, so the page tests catch it', () => {
    render(
      <MemoryRouter>
        <LegalDocument blocks={parseLegalText('Fee: {{unknown}}').blocks} values={{}} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Fee: {{unknown}}')).toBeInTheDocument();
  });
});
