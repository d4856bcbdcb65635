// The shared components, form errors and refusals in the page's language (issue 30): rendered
// inside the real app (providers, layout, router) under /nl and at the English address.
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import * as ERROR_CODE from '@/domain/error-codes';
// The checkout's schemas, loaded as the checkout's code loads them: the web knows a message the
// API answers with once the schema writing it is loaded.
import '@/domain/orders';
import { contactRequestSchema, type ContactRequest } from '@/domain/support';
import { Breadcrumb } from '@/web/components/ui/breadcrumb';
import { Pagination } from '@/web/components/ui/pagination';
import { QuantityStepper } from '@/web/components/ui/quantity-stepper';
import { PageSpinner, Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { ApiError } from '@/web/lib/api-client';
import { PayloadError } from '@/web/lib/payload-checks';
import { useFormMessages } from '@/web/lib/forms/form-message';
import { problemOf, useProblemMessage } from '@/web/lib/problems/problem-message';
import { renderRoutes, routesWith } from '../render-app';

function Components() {
  return (
    <main>
      <Breadcrumb crumbs={[{ label: 'Shop', to: '/shop' }, { label: 'Argan Finishing Oil' }]} />
      <Pagination page={2} pageCount={3} hrefFor={(page) => `/shop?page=${page}`} />
      <QuantityStepper value={2} onChange={() => {}} max={5} />
      <QuantityStepper value={2} onChange={() => {}} max={5} of="Argan Finishing Oil" />
      <Spinner />
      <PageSpinner />
    </main>
  );
}

/** A form on a shared schema, as the support pages write one; `served` is a field's 400 message. */
function ContactForm({ served }: { served: string }) {
  const { register, handleSubmit, formState } = useForm<ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
  });
  return (
    <form onSubmit={handleSubmit(() => {})} noValidate>
      <TextField label="Name" error={formState.errors.name?.message} {...register('name')} />
      <TextField label="Phone" optional error={served} />
      <TextField
        label="Email"
        error="Too big: expected string to have <=200 characters"
        {...register('email')}
      />
      <button type="submit">Send</button>
      <RefusedFields />
    </form>
  );
}

/** The fields a 400 refused, listed as the checkout lists them. */
function RefusedFields() {
  const formText = useFormMessages();
  const issues = ['Enter a valid email address', 'Choose how to pay', 'Pick a colour'];
  return (
    <ul aria-label="Refused fields">
      {issues.map((issue) => (
        <li key={issue}>{formText(issue)}</li>
      ))}
    </ul>
  );
}

function Refusals() {
  const problemText = useProblemMessage();
  const soldOut = new ApiError(
    409,
    JSON.stringify({
      code: ERROR_CODE.SOLD_OUT,
      message: 'Sold out: every unit is held or sold.',
      available: 0,
    }),
  );
  const limited = new ApiError(
    429,
    JSON.stringify({
      code: ERROR_CODE.RATE_LIMITED,
      message: 'Too many attempts; try again in 30 seconds.',
    }),
  );
  return (
    <ul aria-label="Refusals">
      <li>{problemText(problemOf(soldOut))}</li>
      <li>{problemText(problemOf(limited))}</li>
      <li>{problemText({ code: 'SOMETHING_NEW', status: 502 })}</li>
      <li>{problemText(problemOf(new TypeError('Failed to fetch')))}</li>
      <li>{problemText(problemOf(new PayloadError('the receipt')))}</li>
    </ul>
  );
}

function renderProbe(url: string) {
  return renderRoutes(
    routesWith([
      { path: 'probe/components', element: <Components /> },
      {
        path: 'probe/form',
        element: <ContactForm served="Use at most 100 characters" />,
      },
      { path: 'probe/refusals', element: <Refusals /> },
    ]),
    url,
  );
}

describe('the shared components on a Dutch page', () => {
  it('speak Dutch: breadcrumb, pages, quantity buttons and loading', async () => {
    renderProbe('/nl/probe/components');
    const crumbs = await screen.findByRole('navigation', { name: 'Kruimelpad' });
    expect(within(crumbs).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/nl/shop');

    const pages = screen.getByRole('navigation', { name: 'Pagina’s' });
    expect(within(pages).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: /Vorige/ })).toHaveAttribute(
      'href',
      '/nl/shop?page=1',
    );
    expect(within(pages).getByRole('link', { name: /Volgende/ })).toBeInTheDocument();

    expect(screen.getByRole('spinbutton', { name: 'Aantal' })).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Aantal verlagen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Aantal verhogen' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Aantal van Argan Finishing Oil' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Aantal van Argan Finishing Oil verlagen' }),
    ).toBeEnabled();

    expect(screen.getByRole('status', { name: 'Bezig met laden' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Pagina wordt geladen' })).toBeInTheDocument();
  });

  it('keep their English at the English address', async () => {
    renderProbe('/probe/components');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: /Previous/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Argan Finishing Oil' }),
    ).toBeEnabled();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});

describe('form errors from the shared schemas', () => {
  it('are Dutch on a Dutch page: the schema’s own message, the API’s, and zod’s', async () => {
    renderProbe('/nl/probe/form');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    // An empty name is too short for the schema: "Use at least 2 characters".
    expect(await screen.findByText('Gebruik minstens 2 tekens')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Gebruik minstens 2 tekens',
    );
    expect(screen.getByText('Gebruik maximaal 100 tekens')).toBeInTheDocument();
    expect(screen.getByText('Gebruik maximaal 200 tekens')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone (optioneel)' })).toBeInTheDocument();
    const refused = screen.getByRole('list', { name: 'Refused fields' });
    // A feature's own words (not a schema's) stay as they are.
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vul een geldig e-mailadres in', 'Kies hoe je wilt betalen', 'Pick a colour']);
  });

  it('stay the schema’s English at the English address', async () => {
    renderProbe('/probe/form');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Use at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Use at most 100 characters')).toBeInTheDocument();
    expect(
      screen.getByText('Too big: expected string to have <=200 characters'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).toBeInTheDocument();
  });
});

describe('a refusal of the API, by its code', () => {
  it('is worded in Dutch on a Dutch page', async () => {
    renderProbe('/nl/probe/refusals');
    const list = await screen.findByRole('list', { name: 'Refusals' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Uitverkocht: alles is gereserveerd of verkocht.',
      'Dat waren veel pogingen in korte tijd. Wacht een minuutje en probeer het dan opnieuw.',
      'Er ging bij ons iets mis. Probeer het zo nog eens.',
      'De winkel is niet bereikbaar. Controleer je internetverbinding en probeer het opnieuw.',
      'De winkel gaf antwoord, maar dat antwoord kon niet worden gelezen. Herlaad de pagina om te zien hoe het ervoor staat.',
    ]);
  });

  it('keeps the API’s own English words at the English address', async () => {
    renderProbe('/probe/refusals');
    const list = await screen.findByRole('list', { name: 'Refusals' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Sold out: every unit is held or sold.',
      'Too many attempts; try again in 30 seconds.',
      'Something went wrong on our side. Please try again in a moment.',
      'The shop could not be reached. Check your connection and try again.',
      'The shop answered, but its answer could not be read. Reload the page to see where things stand.',
    ]);
  });
});
