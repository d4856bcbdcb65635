// The salon pages in Dutch (issue 30): the partner programme, a salon's own page, the
// application and a shared recommendation, with Dutch dates, euro amounts and plurals.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SharedRecommendations } from '@/domain/partners';
import type { RecommendationView } from '@/domain/recommendations';
import {
  asClientSees,
  BUNDLE,
  cartProductsHandler,
  OIL,
  SALON_KEY,
  TEST_SALON,
} from '../../../support/msw-cart-handlers';
import { server } from '../../../support/msw-server';
import { storeSession } from '../../cart/cart-fixtures';
import { renderApp } from '../../render-app';

function shared(count: number): SharedRecommendations {
  return {
    shared: count,
    items: Array.from({ length: Math.min(count, 5) }, (_, index) => {
      const n = index + 1;
      const id = `0b7d1c2e-3f40-4a5b-8c6d-${String(n).padStart(12, '0')}`;
      return {
        id,
        url: `/recommendation/${id}`,
        note: `Krullen verzorgen voor klant ${n}`,
        createdAt: `2026-10-${String(20 - n).padStart(2, '0')}T09:30:00.000Z`,
        lines: n,
      };
    }),
  };
}

function answerShared(answer: SharedRecommendations) {
  server.use(http.get('*/api/recommendations', () => HttpResponse.json(answer)));
}

function startSalonSession() {
  storeSession({
    salonId: TEST_SALON.id,
    accessType: 'salon',
    validatedAt: Date.now(),
    key: SALON_KEY,
  });
}

describe('/nl/hairdresser: the partner programme', () => {
  it('presents the programme in Dutch, its links staying under /nl', async () => {
    renderApp('/nl/hairdresser');
    expect(await screen.findByRole('heading', { level: 1, name: 'Voor kappers' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Voor kappers · Tress'));
    for (const link of screen.getAllByRole('link', { name: 'Meld je salon aan' }))
      expect(link).toHaveAttribute('href', '/nl/hairdresser-onboarding');
    expect(screen.getByRole('heading', { name: 'Waarom salons meedoen' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Wat het kost' })).toBeVisible();
    expect(screen.getByText('Niets.')).toBeVisible();
    const question = screen.getByText('Hoe werkt de salonlink?');
    const answer = question.closest('details')!;
    expect(answer).toHaveTextContent(/Is hij toch uitgelekt, neem contact met ons op: een/);
    expect(within(answer).getByRole('link', { name: 'neem contact met ons op' })).toHaveAttribute(
      'href',
      '/nl/contact',
    );
  });
});

describe('/nl/hairdresser in a salon session', () => {
  beforeEach(startSalonSession);

  it('shows the salon’s link and its shared recommendations with Dutch dates and plurals', async () => {
    answerShared(shared(7));
    renderApp('/nl/hairdresser');
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio Noor' })).toBeVisible();
    const card = screen.getByRole('region', { name: 'Je salonlink' });
    expect(card).toHaveTextContent(
      'Houd hem privé: iedereen met de link shopt tegen jouw prijzen.',
    );
    expect(within(card).getByRole('button', { name: 'Link kopiëren' })).toBeEnabled();

    const list = screen.getByRole('region', { name: 'Je aanbevelingen' });
    expect(await within(list).findByText(/^Je hebt/)).toHaveTextContent(
      'Je hebt 7 aanbevelingen gedeeld.',
    );
    expect(within(list).getByRole('heading', { name: 'De nieuwste 5' })).toBeVisible();
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('1 product · gedeeld op 19 oktober 2026');
    expect(rows[1]).toHaveTextContent('2 producten · gedeeld op 18 oktober 2026');
    expect(
      within(rows[0]!).getByRole('button', {
        name: 'Kopieer de link van de aanbeveling gedeeld op 19 oktober 2026',
      }),
    ).toBeEnabled();
  });

  it('links a recommendation shared in Dutch to its /nl address, not /nl/nl', async () => {
    const answer = shared(2);
    const [dutch, english] = answer.items;
    answerShared({
      ...answer,
      items: [{ ...dutch!, url: `/nl/recommendation/${dutch!.id}` }, english!],
    });
    renderApp('/nl/hairdresser');
    const list = await screen.findByRole('region', { name: 'Je aanbevelingen' });
    const rows = await within(list).findAllByRole('listitem');
    expect(
      within(rows[0]!).getByRole('link', {
        name: `${window.location.origin}/nl/recommendation/${dutch!.id}`,
      }),
    ).toHaveAttribute('href', `/nl/recommendation/${dutch!.id}`);
    // One shared from an English page keeps its English address.
    expect(
      within(rows[1]!).getByRole('link', {
        name: `${window.location.origin}/recommendation/${english!.id}`,
      }),
    ).toHaveAttribute('href', `/recommendation/${english!.id}`);
  });

  it('copies the salon link and says so in Dutch', async () => {
    answerShared(shared(1));
    const user = userEvent.setup();
    renderApp('/nl/hairdresser');
    const card = await screen.findByRole('region', { name: 'Je salonlink' });
    expect(await screen.findByText(/^Je hebt/)).toHaveTextContent('Je hebt 1 aanbeveling gedeeld.');
    await user.click(within(card).getByRole('button', { name: 'Link kopiëren' }));
    expect(await screen.findByText('Salonlink gekopieerd')).toBeVisible();
  });

  it('says in Dutch that nothing is shared yet, the cart a link under /nl', async () => {
    answerShared(shared(0));
    renderApp('/nl/hairdresser');
    expect(await screen.findByText('Je hebt nog geen aanbeveling gedeeld.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'winkelwagen' })).toHaveAttribute('href', '/nl/cart');
  });
});

describe('/nl/hairdresser-onboarding', () => {
  const field = (label: string) => screen.getByLabelText(label);
  const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Volgende' }));

  it('takes a salon through the three steps in Dutch and sends the application', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/hairdressers', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', status: 'pending' },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/nl/hairdresser-onboarding');
    expect(await screen.findByRole('heading', { level: 2, name: 'Je salon' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Je salon · Meld je salon aan · Tress'));
    expect(screen.getByRole('navigation', { name: 'Stappen van de aanmelding' })).toHaveTextContent(
      /Stap 1 van 3: Salon/,
    );

    await user.click(screen.getByRole('radio', { name: 'België' }));
    expect(field('Ondernemingsnummer (10 cijfers)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Nederland' }));
    await user.type(field('Naam van de salon'), 'Studio Noor');
    await user.type(field('Straat en huisnummer'), 'Witte de Withstraat 41');
    await user.type(field('Postcode'), '3012 BM');
    await user.type(field('Plaats'), 'Rotterdam');
    await user.type(field('Telefoon'), '+31 10 412 3307');
    await user.type(field('E-mail'), 'hallo@studionoor.example');
    await user.type(field('KvK-nummer (8 cijfers)'), '70123456');
    await next(user);

    expect(await screen.findByRole('heading', { level: 2, name: 'Je profiel' })).toBeVisible();
    // The shared schema's message, beside the group, in Dutch.
    await next(user);
    expect(await screen.findByRole('group', { name: 'Specialismen' })).toHaveAccessibleDescription(
      'Kies alles wat je salon doet. Kies minstens één specialisme',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Extensions' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vlechten' }));
    await user.type(field('Aantal stoelen'), '4');
    await next(user);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Controleren en versturen' }),
    ).toBeVisible();
    const salon = screen.getByRole('region', { name: 'Salon' });
    expect(salon).toHaveTextContent('Nederland');
    expect(salon).toHaveTextContent('KvK-nummer70123456');
    expect(salon).toHaveTextContent('Btw-nummerNiet opgegeven');
    expect(within(salon).getByRole('link', { name: 'Salongegevens wijzigen' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Profiel' })).toHaveTextContent(
      'SpecialismenExtensions, Vlechten',
    );
    expect(screen.getByRole('link', { name: 'partnervoorwaarden' })).toHaveAttribute(
      'href',
      '/nl/terms',
    );
    const accept = screen.getByRole('checkbox', {
      name: 'Ik ga akkoord met de partnervoorwaarden van Tress',
    });
    await user.click(screen.getByRole('button', { name: 'Aanmelding versturen' }));
    await waitFor(() =>
      expect(accept).toHaveAccessibleDescription(
        'Ga akkoord met de partnervoorwaarden om je aan te melden',
      ),
    );
    await user.click(accept);
    await user.click(screen.getByRole('button', { name: 'Aanmelding versturen' }));

    expect(
      await screen.findByRole('heading', { name: 'Bedankt — je aanmelding is binnen' }),
    ).toBeVisible();
    expect(screen.getByText(/krijg je een e-mail op/).querySelector('strong')).toHaveTextContent(
      'hallo@studionoor.example',
    );
    await waitFor(() => expect(document.title).toBe('Aanmelding verstuurd · Tress'));
    expect(bodies).toHaveLength(1);
  });
});

const ID = '5d9a1c2e-3f40-4a5b-8c6d-7e8f90a1b2c3';

function recommendationView(): RecommendationView {
  return {
    id: ID,
    salon: { name: 'Studio Noor', city: 'Utrecht' },
    note: 'Gebruik de olie op vochtige punten.',
    createdAt: '2026-03-02T10:00:00.000Z',
    items: [
      {
        productId: BUNDLE.id,
        variant: '18 inch',
        quantity: 5,
        product: asClientSees(BUNDLE),
        unitPrice: 10900,
        stock: 3,
        active: true,
      },
      {
        productId: OIL.id,
        variant: null,
        quantity: 1,
        product: asClientSees({ ...OIL, stock: 0 }),
        unitPrice: 1895,
        stock: 0,
        active: true,
      },
    ],
  };
}

describe('/nl/recommendation/{id}', () => {
  beforeEach(() => {
    server.use(
      cartProductsHandler,
      http.get('*/api/recommendations/:id', ({ params }) =>
        params.id === ID
          ? HttpResponse.json(recommendationView())
          : HttpResponse.json({ code: 'NOT_FOUND', message: 'No.' }, { status: 404 }),
      ),
    );
  });

  it('shows what the salon picked in Dutch, with the Dutch date and euro amounts', async () => {
    const user = userEvent.setup();
    renderApp(`/nl/recommendation/${ID}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Aanbevolen door Studio Noor, Utrecht',
      }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Aanbevolen door Studio Noor · Tress'));
    expect(
      screen.getByText(
        '2 producten voor je uitgekozen op 2 maart 2026, getoond tegen jouw prijzen.',
      ),
    ).toBeVisible();
    expect(screen.getByText('1 van 2 kan nu worden besteld; de rest slaan we over.')).toBeVisible();

    const list = screen.getByRole('region', { name: 'Aanbevolen producten' });
    const [bundle, oil] = within(list).getAllByRole('article');
    expect(bundle).toHaveTextContent('18 inch · 5 aanbevolen');
    expect(bundle).toHaveTextContent('€ 109,00');
    expect(bundle).toHaveTextContent('per stuk');
    expect(bundle).toHaveTextContent('Nog maar 3 op voorraad, dus we voegen er 3 toe.');
    expect(oil).toHaveTextContent('Uitverkocht');

    await user.click(screen.getByRole('button', { name: 'Alles in winkelwagen' }));
    const added = await screen.findByText(/^1 product toegevoegd aan je winkelwagen\./);
    const summary = added.closest<HTMLElement>('[role="status"]')!;
    expect(summary).toHaveTextContent(
      'Minder dan aanbevolen: Body Wave Bundle, 18 inch — nog maar 3 op voorraad.',
    );
    expect(summary).toHaveTextContent('Overgeslagen: Argan Finishing Oil — uitverkocht.');
    expect(within(summary).getByRole('link', { name: 'Naar je winkelwagen' })).toHaveAttribute(
      'href',
      '/nl/cart',
    );
  });

  it('says in Dutch that a recommendation does not exist', async () => {
    renderApp('/nl/recommendation/0b7d1c2e-3f40-4a5b-8c6d-000000000009');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Deze aanbeveling bestaat niet of is verwijderd',
      }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Aanbeveling niet gevonden · Tress'));
    expect(screen.getByRole('link', { name: 'Bekijk de winkel' })).toHaveAttribute(
      'href',
      '/nl/shop',
    );
  });
});
