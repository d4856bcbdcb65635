import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, publicSettings } from '@/domain/settings';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';

// The footer (product.md §13): the company behind the shop from the settings, and the policy
// pages. The settings are asked for once the footer comes near the viewport, so a first visit
// that never scrolls down does not fetch them.

/** A stand-in IntersectionObserver (jsdom has none) whose targets the test scrolls into view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  targets: Element[] = [];
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static scrollIntoView(element: Element) {
    for (const observer of FakeObserver.all) {
      if (!observer.targets.includes(element)) continue;
      observer.callback(
        [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  }
}

function countSettingsRequests() {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/settings') seen.count += 1;
  });
  return seen;
}

async function renderHome() {
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Hair, done beautifully.' });
  return screen.getByRole('contentinfo');
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
});

describe('the footer', () => {
  it('fetches nothing for the company until it nears the viewport, then shows it', async () => {
    const requests = countSettingsRequests();
    const footer = await renderHome();
    expect(requests.count).toBe(0);
    expect(within(footer).queryByText('Tress B.V.')).toBeNull();

    FakeObserver.scrollIntoView(footer);
    expect(await within(footer).findByText('Tress B.V.')).toBeInTheDocument();
    expect(footer).toHaveTextContent('Kapperskade 14');
    expect(footer).toHaveTextContent('1011 AB Amsterdam, Netherlands');
    expect(footer).toHaveTextContent('KvK 86420133');
    expect(footer).toHaveTextContent('VAT NL864201332B01');
    expect(within(footer).getByRole('link', { name: 'hello@tress.example' })).toHaveAttribute(
      'href',
      'mailto:hello@tress.example',
    );
    expect(within(footer).getByRole('link', { name: '+31 20 123 4567' })).toHaveAttribute(
      'href',
      'tel:+31201234567',
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Tress B.V.`);
    expect(requests.count).toBe(1);
  });

  it('shows the company as the settings say: change them and the footer changes', async () => {
    server.use(
      http.get('*/api/settings', () =>
        HttpResponse.json(
          publicSettings({
            ...DEFAULT_SETTINGS,
            company: {
              ...DEFAULT_SETTINGS.company,
              name: 'Haarwerk BV',
              country: 'BE',
              street: 'Meir 10',
              postcode: '2000',
              city: 'Antwerpen',
              registrationNumber: '0403170701',
              vatNumber: 'BE0403170701',
            },
          }),
        ),
      ),
    );
    const footer = await renderHome();
    FakeObserver.scrollIntoView(footer);
    expect(await within(footer).findByText('Haarwerk BV')).toBeInTheDocument();
    expect(footer).toHaveTextContent('2000 Antwerpen, Belgium');
    expect(footer).toHaveTextContent('Enterprise no. 0403170701');
    expect(footer).toHaveTextContent('VAT BE0403170701');
    expect(footer).not.toHaveTextContent('Tress B.V.');
  });

  it('uses the settings a page already read, without waiting to be seen', async () => {
    renderApp('/shipping');
    await screen.findByRole('table');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Tress B.V.')).toBeInTheDocument();
  });

  it('links the policy pages, help and contact', async () => {
    const footer = await renderHome();
    const policies = within(footer).getByRole('navigation', { name: 'Policies' });
    const expected: [string, string][] = [
      ['Shipping and delivery', '/shipping'],
      ['Returns', '/returns'],
      ['Terms and conditions', '/terms'],
      ['Privacy', '/privacy'],
    ];
    for (const [name, href] of expected) {
      expect(within(policies).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(footer).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

describe('the footer on a Dutch page (issue 30)', () => {
  it('names the country and the register in Dutch', async () => {
    renderApp('/nl/shipping');
    await screen.findByRole('table');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Tress B.V.')).toBeInTheDocument();
    expect(footer).toHaveTextContent('1011 AB Amsterdam, Nederland');
    expect(footer).toHaveTextContent('KvK 86420133');
    expect(footer).toHaveTextContent('Btw NL864201332B01');
  });

  it('a Belgian company’s: België and its ondernemingsnummer', async () => {
    server.use(
      http.get('*/api/settings', () =>
        HttpResponse.json(
          publicSettings({
            ...DEFAULT_SETTINGS,
            company: {
              ...DEFAULT_SETTINGS.company,
              name: 'Haarwerk BV',
              country: 'BE',
              street: 'Meir 10',
              postcode: '2000',
              city: 'Antwerpen',
              registrationNumber: '0403170701',
              vatNumber: 'BE0403170701',
            },
          }),
        ),
      ),
    );
    renderApp('/nl/shipping');
    await screen.findByRole('table');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Haarwerk BV')).toBeInTheDocument();
    expect(footer).toHaveTextContent('2000 Antwerpen, België');
    expect(footer).toHaveTextContent('Ondernemingsnr. 0403170701');
    expect(footer).not.toHaveTextContent('Enterprise no.');
  });
});
