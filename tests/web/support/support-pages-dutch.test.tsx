// Help, contact and product suggestions in Dutch (issue 30): the FAQ with Dutch money and
// plurals, the forms' labels and the feature's own messages, links staying under /nl.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw-server';
import { renderApp } from '../render-app';

function recordPosts(path: string) {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

describe('/nl/help', () => {
  it('answers in Dutch, with the fees in Dutch money and the counts in Dutch plurals', async () => {
    const user = userEvent.setup();
    renderApp('/nl/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hulp' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Hulp · Tress'));
    const delivery = screen.getByRole('region', { name: 'Bezorging en pakketautomaten' });
    expect(within(delivery).getByText('Hoe werkt een pakketautomaat?')).toBeInTheDocument();
    const cost = within(delivery).getByText(/Bezorging aan huis kost/);
    expect(cost).toHaveTextContent('€ 6,95');
    expect(cost).toHaveTextContent('ophalen bij een partnersalon is gratis');
    expect(screen.getByText('18 vragen in 6 onderwerpen')).toBeInTheDocument();

    const search = screen.getByLabelText('Zoeken in de hulp');
    await user.type(search, 'pakketautomaat');
    expect(screen.getByText(/^\d+ vragen gevonden$/)).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'sulfaatvrije');
    expect(screen.getByText('1 vraag gevonden')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zebra');
    expect(screen.getByRole('heading', { name: 'Geen antwoord gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'stel je vraag direct aan ons' })).toHaveAttribute(
      'href',
      '/nl/contact',
    );
  });
});

describe('/nl/contact', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Je naam'), 'Naomi Bakker');
    await user.type(screen.getByLabelText('E-mailadres'), 'naomi@example.com');
    await user.selectOptions(screen.getByLabelText('Onderwerp'), 'Een bestelling');
    await user.type(screen.getByLabelText('Bestelnummer (als je er een hebt)'), 'TR-000123');
    await user.type(screen.getByLabelText('Bericht'), 'Waar blijft mijn bestelling?');
  }

  it('labels the form in Dutch and confirms in Dutch where the copy went', async () => {
    const sent = recordPosts('*/api/contact');
    const user = userEvent.setup();
    renderApp('/nl/contact');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Neem contact op' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contact · Tress'));
    expect(screen.getByLabelText('Bestelnummer (optioneel)')).toBeInTheDocument();
    expect(screen.getByLabelText('Bericht')).toHaveAccessibleDescription(/10 tot 5000 tekens/);
    expect(screen.getByRole('link', { name: 'hulppagina’s' })).toHaveAttribute('href', '/nl/help');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Bericht versturen' }));
    expect(await screen.findByRole('heading', { name: 'Bericht verstuurd' })).toBeInTheDocument();
    expect(
      screen.getByText(/We hebben een kopie gemaild naar naomi@example.com/),
    ).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ topic: 'order', orderNumber: 'TR-000123' });
  });

  it('says in Dutch that fields need another look when the server refuses them', async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are missing or invalid.',
            issues: [{ path: ['email'], message: 'This address bounced before' }],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/nl/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Bericht versturen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sommige velden moeten nog worden aangepast; zie de opmerkingen ernaast.',
    );
  });

  it('says in Dutch when the shop cannot be reached', async () => {
    server.use(http.post('*/api/contact', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderApp('/nl/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Bericht versturen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je bericht kon niet worden verstuurd: de winkel was niet bereikbaar.',
    );
    expect(screen.getByLabelText('Je naam')).toHaveValue('Naomi Bakker');
  });
});

describe('/nl/suggest-product', () => {
  it('names the families in Dutch and thanks in Dutch', async () => {
    recordPosts('*/api/suggestions');
    const user = userEvent.setup();
    renderApp('/nl/suggest-product');
    await user.type(await screen.findByLabelText('Productnaam'), 'Locolie');
    await user.selectOptions(screen.getByLabelText('Productgroep'), 'Salonproducten');
    await user.type(
      screen.getByLabelText('Wat is het, en waarom wil je het?'),
      'Een lichte olie voor locs die niet ophoopt.',
    );
    await user.click(screen.getByRole('button', { name: 'Voorstel versturen' }));
    expect(
      await screen.findByRole('heading', { name: 'Bedankt, we hebben je voorstel ontvangen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de shop' })).toHaveAttribute(
      'href',
      '/nl/shop',
    );
  });
});
