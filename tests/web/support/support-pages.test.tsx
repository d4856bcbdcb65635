import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, publicSettings } from '@/domain/settings';
import { server } from '../../support/msw-server';
import { DEMAND } from '../../support/msw-support-handlers';
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

describe('/suggest-product', () => {
  it('shows each problem beside its field and sends nothing until they are fixed', async () => {
    const sent = recordPosts('*/api/suggestions');
    const user = userEvent.setup();
    renderApp('/suggest-product');
    await user.click(await screen.findByRole('button', { name: 'Send suggestion' }));
    const name = screen.getByLabelText('Product name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Use at least 2 characters');
    expect(screen.getByLabelText('Family')).toHaveAccessibleDescription('Choose a family');
    await user.type(screen.getByLabelText('Link (optional)'), 'javascript:alert(1)');
    await user.tab();
    expect(screen.getByLabelText('Link (optional)')).toHaveAccessibleDescription(
      'Enter a web address starting with http:// or https://',
    );
    expect(sent).toHaveLength(0);
  });

  it('sends the suggestion and confirms it, mentioning the mail', async () => {
    const sent = recordPosts('*/api/suggestions');
    const user = userEvent.setup();
    renderApp('/suggest-product');
    await user.type(await screen.findByLabelText('Product name'), 'Loc oil');
    await user.selectOptions(screen.getByLabelText('Family'), 'salon-essentials');
    await user.type(
      screen.getByLabelText('What is it, and why do you want it?'),
      'A light oil for locs that does not build up.',
    );
    await user.type(screen.getByLabelText('Your email (optional, for a reply)'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you, we have your suggestion' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We have mailed you a copy/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        product: 'Loc oil',
        family: 'salon-essentials',
        description: 'A light oil for locs that does not build up.',
        email: 'ada@example.com',
      },
    ]);
  });

  it('says when the shop refused because of too many messages', async () => {
    server.use(
      http.post('*/api/suggestions', () =>
        HttpResponse.json(
          { code: 'RATE_LIMITED', message: 'Try again in 30 seconds.' },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/suggest-product');
    await user.type(await screen.findByLabelText('Product name'), 'Loc oil');
    await user.selectOptions(screen.getByLabelText('Family'), 'other');
    await user.type(
      screen.getByLabelText('What is it, and why do you want it?'),
      'Something for locs please.',
    );
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 30 seconds.');
  });
});

describe('/contact', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Your name'), 'Naomi Bakker');
    await user.type(screen.getByLabelText('Email'), 'naomi@example.com');
    await user.selectOptions(screen.getByLabelText('Topic'), 'order');
    await user.type(screen.getByLabelText('Order number (if you have one)'), 'TR-000123');
    await user.type(screen.getByLabelText('Message'), 'Where is my order? It has been a week.');
  }

  it('sends the message and confirms where the copy went', async () => {
    const sent = recordPosts('*/api/contact');
    const user = userEvent.setup();
    renderApp('/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(screen.getByText(/mailed a copy to naomi@example.com/)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ topic: 'order', orderNumber: 'TR-000123' });
  });

  it('puts the server’s refusal beside the field it names', async () => {
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
    renderApp('/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'This address bounced before',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need another look');
  });

  it('says when the shop cannot be reached, keeping what was typed', async () => {
    server.use(http.post('*/api/contact', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderApp('/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be reached');
    expect(screen.getByLabelText('Your name')).toHaveValue('Naomi Bakker');
  });

  it('says an unreadable answer was not understood, and does not send the message twice', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/contact', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ received: 'yes' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('its answer could not be read');
    expect(screen.queryByRole('heading', { name: 'Message sent' })).toBeNull();
    expect(sent).toHaveLength(1);
  });
});

describe('/help', () => {
  it('quotes delivery fees and thresholds from the settings', async () => {
    server.use(
      http.get('*/api/settings', () =>
        HttpResponse.json(
          publicSettings({
            ...DEFAULT_SETTINGS,
            deliveryFees: { home: 555, locker: 333, salon: 0 },
            freeDeliveryThresholds: { client: 6000, business: 20000 },
          }),
        ),
      ),
    );
    renderApp('/help');
    const answer = await screen.findByText(/Home delivery costs/);
    expect(answer).toHaveTextContent('€5.55');
    expect(answer).toHaveTextContent('€3.33');
    expect(screen.getByText(/free from €60.00/)).toHaveTextContent('€200.00');
  });

  it('filters the questions as one types, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderApp('/help');
    const search = await screen.findByLabelText('Search the help');
    await user.type(search, 'locker');
    expect(screen.getByText('How do parcel lockers work?')).toBeVisible();
    expect(screen.queryByText('Can I pay by invoice?')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hair care' })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zebra');
    expect(
      screen.getByRole('heading', { name: 'No answer matches your search' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ask us directly' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('has a section per topic with its own deep link, and questions as disclosures', async () => {
    const user = userEvent.setup();
    renderApp('/help#returns');
    const returns = await screen.findByRole('region', { name: 'Returns' });
    expect(returns).toHaveAttribute('id', 'returns');
    const question = within(returns).getByText('Can I return something?');
    // A native <details>/<summary>: browsers open it with Enter and Space too.
    await user.click(question);
    expect(question.closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('shows an error with a way forward when the settings cannot be read', async () => {
    server.use(http.get('*/api/settings', () => HttpResponse.json({ code: 'X' }, { status: 500 })));
    renderApp('/help');
    expect(
      await screen.findByRole('heading', { name: 'The answers could not be loaded' }),
    ).toBeInTheDocument();
  });
});

describe('/demand-map', () => {
  it('draws every city and shows its numbers on focus, with the same numbers in a table', async () => {
    renderApp('/demand-map');
    const amsterdam = await screen.findByRole('link', {
      name: /^Amsterdam: 2 partner salons, 5 orders, 1 interested$/,
    });
    amsterdam.focus();
    expect(await screen.findByRole('status')).toHaveTextContent('Amsterdam');
    const table = screen.getByRole('table', { name: /Demand per city/ });
    const gent = within(table).getByRole('row', { name: /Gent/ });
    expect(gent).toHaveTextContent('fewer than 3');
    expect(
      screen.getByRole('link', {
        name: /^Gent: 1 partner salon, fewer than 3 orders, 4 interested$/,
      }),
    ).toBeInTheDocument();
  });

  it('registers interest, shows the new count and refreshes the map', async () => {
    let interest = 1;
    server.use(
      http.get('*/api/demand', () =>
        HttpResponse.json({
          ...DEMAND,
          cities: DEMAND.cities.map((city) =>
            city.id === 'amsterdam' ? { ...city, interest } : city,
          ),
        }),
      ),
      http.post('*/api/demand/interest', () => {
        interest += 1;
        return HttpResponse.json(
          { city: { id: 'amsterdam', name: 'Amsterdam' }, interest },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/demand-map');
    await user.type(await screen.findByLabelText('Your city'), 'amsterdam');
    await user.click(screen.getByRole('checkbox', { name: 'Human hair' }));
    await user.click(screen.getByRole('button', { name: 'Register interest' }));
    expect(await screen.findByText(/Amsterdam now has 2 people interested/)).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /^Amsterdam: .*, 2 interested$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Registered interest' })).toBeChecked();
  });

  it('offers the closest cities when the server does not know the one typed', async () => {
    server.use(
      http.post('*/api/demand/interest', () =>
        HttpResponse.json(
          {
            code: 'UNKNOWN_CITY',
            message: 'We do not know that city. Did you mean Utrecht?',
            issues: [
              { path: ['city'], message: 'We do not know that city. Did you mean Utrecht?' },
            ],
            suggestions: ['Utrecht'],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/demand-map');
    await user.type(await screen.findByLabelText('Your city'), 'Utrekt');
    await user.click(screen.getByRole('checkbox', { name: 'Synthetic hair' }));
    await user.click(screen.getByRole('button', { name: 'Register interest' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your city')).toHaveAccessibleDescription(
        /Did you mean Utrecht/,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Utrecht' }));
    expect(screen.getByLabelText('Your city')).toHaveValue('Utrecht');
  });

  it('shows the empty and the error state', async () => {
    server.use(
      http.get('*/api/demand', () => HttpResponse.json({ cities: [], orderCountFloor: 3 })),
    );
    const { unmount } = renderApp('/demand-map');
    expect(
      await screen.findByRole('heading', { name: 'No demand registered yet' }),
    ).toBeInTheDocument();
    unmount();
    server.use(http.get('*/api/demand', () => HttpResponse.json({ code: 'X' }, { status: 500 })));
    renderApp('/demand-map');
    expect(
      await screen.findByRole('heading', { name: 'The map’s numbers could not be loaded' }),
    ).toBeInTheDocument();
  });

  it('refuses a demand answer it cannot read and shows the error state', async () => {
    // A city whose orders came as text: the checked reader refuses it rather than draw it.
    server.use(
      http.get('*/api/demand', () =>
        HttpResponse.json({
          ...DEMAND,
          cities: DEMAND.cities.map((city) => ({ ...city, orders: String(city.orders) })),
        }),
      ),
    );
    renderApp('/demand-map');
    expect(
      await screen.findByRole('heading', { name: 'The map’s numbers could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Amsterdam:/ })).toBeNull();
  });
});
