import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as ERROR_CODE from '@/domain/error-codes';
import { ONBOARDING_DRAFT_KEY } from '@/web/features/hairdressers/onboarding-draft';
import { server } from '../../../support/msw-server';
import { renderApp } from '../../render-app';

// /hairdresser-onboarding (product.md §12, issue 14): three steps checked with the server's own
// step schemas, the step in the URL, a draft that survives a reload, and POST /api/hairdressers.

const PAGE = '/hairdresser-onboarding';
const RECEIPT = { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', status: 'pending' };

/** What a salon typed on the first step, as the draft keeps it. */
const SALON = {
  salonName: 'Studio Noor Hair & Braids',
  country: 'NL',
  street: 'Witte de Withstraat 41',
  postcode: '3012bm',
  city: 'Rotterdam',
  phone: '+31 10 412 3307',
  email: 'hello@studionoor.example',
  registrationNumber: '7012 3456',
  vatNumber: 'NL814562301B01',
};
const PROFILE = {
  specialities: ['extensions', 'braids'],
  chairs: 5,
  instagram: 'studionoor',
  website: 'https://studionoor.example',
};

function storeDraft(step: string, values: Record<string, unknown>) {
  window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify({ version: 1, step, values }));
}

function storedDraft(): { step: string; values: Record<string, unknown> } | null {
  const raw = window.localStorage.getItem(ONBOARDING_DRAFT_KEY);
  return raw ? (JSON.parse(raw) as { step: string; values: Record<string, unknown> }) : null;
}

/** Records what reaches POST /api/hairdressers and answers as told (201 by default). */
function answerApplications(
  answer: () => Response | Promise<Response> = () => HttpResponse.json(RECEIPT, { status: 201 }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/hairdressers', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

/** Opens the page and waits for a step's heading (the first visit downloads the page's code). */
async function open(url: string, heading: string) {
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 2, name: heading });
  return view;
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

async function fillSalon(user: UserEvent) {
  await user.type(field('Salon name'), SALON.salonName);
  await user.type(field('Street and number'), SALON.street);
  await user.type(field('Postcode'), SALON.postcode);
  await user.type(field('City'), SALON.city);
  await user.type(field('Phone'), SALON.phone);
  await user.type(field('Email'), SALON.email);
  await user.type(field('KvK number (8 digits)'), SALON.registrationNumber);
  await user.type(field('VAT number (optional)'), SALON.vatNumber);
}

describe('/hairdresser-onboarding: the salon step', () => {
  it('shows each problem beside its field and takes the focus to the first one', async () => {
    const user = userEvent.setup();
    const { router } = await open(PAGE, 'Your salon');
    await waitFor(() => expect(document.title).toBe('Your salon · Apply as a salon · Tress'));
    expect(screen.getByRole('navigation', { name: 'Application steps' })).toHaveTextContent(
      /Step 1 of 3: Salon/,
    );
    await next(user);
    const name = field('Salon name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your salon’s name');
    expect(name).toHaveFocus();
    expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(field('Postcode')).toHaveAccessibleDescription('Enter a Dutch postcode, e.g. 1234 AB');
    expect(router.state.location.search).toBe('?step=salon');
  });

  it('asks for 8 digits in a KvK number', async () => {
    const user = userEvent.setup();
    await open(PAGE, 'Your salon');
    await user.type(field('KvK number (8 digits)'), '1234567');
    await user.tab();
    expect(field('KvK number (8 digits)')).toHaveAccessibleDescription(
      'From your Chamber of Commerce (KvK) registration. Enter your KvK number: 8 digits',
    );
  });

  it('turns the KvK number into the enterprise number for Belgium and checks its mod 97', async () => {
    const user = userEvent.setup();
    await open(PAGE, 'Your salon');
    await user.click(screen.getByRole('radio', { name: 'Belgium' }));
    expect(screen.queryByLabelText('KvK number (8 digits)')).not.toBeInTheDocument();
    const number = field('Enterprise number (10 digits)');
    await user.type(number, '0403.123.485');
    await user.tab();
    expect(number).toHaveAccessibleDescription(
      /This enterprise number does not exist: check the digits$/,
    );
    await user.clear(number);
    await user.type(number, '0403.123.486');
    await user.tab();
    expect(number).not.toHaveAttribute('aria-invalid');
  });

  it('checks the VAT number’s format for the country, and takes none', async () => {
    const user = userEvent.setup();
    await open(PAGE, 'Your salon');
    const vat = field('VAT number (optional)');
    await user.type(vat, '814562301');
    await user.tab();
    expect(vat).toHaveAccessibleDescription(
      /Start the VAT number with its country, e.g. NL or BE$/,
    );
    await user.clear(vat);
    await user.type(vat, 'NL8145623');
    await user.tab();
    expect(vat).toHaveAccessibleDescription(/Enter a Dutch VAT number, e.g. NL123456789B01$/);
    // Told about, the VAT number is checked again when the country changes.
    await user.click(screen.getByRole('radio', { name: 'Belgium' }));
    await waitFor(() =>
      expect(vat).toHaveAccessibleDescription(
        /Enter a Belgian VAT number: BE and your enterprise number$/,
      ),
    );
    await user.clear(vat);
    await user.tab();
    expect(vat).not.toHaveAttribute('aria-invalid');
  });
});

describe('/hairdresser-onboarding: moving between steps', () => {
  it('keeps the step in the URL, focuses each step’s heading, and keeps what was typed on Back', async () => {
    const user = userEvent.setup();
    const { router } = await open(PAGE, 'Your salon');
    await fillSalon(user);
    await next(user);
    const profile = await screen.findByRole('heading', { level: 2, name: 'Your profile' });
    expect(router.state.location.search).toBe('?step=profile');
    expect(profile).toHaveFocus();
    await waitFor(() => expect(document.title).toBe('Your profile · Apply as a salon · Tress'));
    await user.type(field('Number of chairs'), '4');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your salon' })).toHaveFocus();
    expect(router.state.location.search).toBe('?step=salon');
    expect(field('Salon name')).toHaveValue(SALON.salonName);
    expect(field('KvK number (8 digits)')).toHaveValue(SALON.registrationNumber);

    // The browser's back and forward move between the steps too.
    await router.navigate(-1);
    await screen.findByRole('heading', { level: 2, name: 'Your profile' });
    expect(field('Number of chairs')).toHaveValue(4);
    await router.navigate(-1);
    await screen.findByRole('heading', { level: 2, name: 'Your salon' });
    await router.navigate(1);
    await screen.findByRole('heading', { level: 2, name: 'Your profile' });
  });

  it('submits a step with Enter in a text field', async () => {
    const user = userEvent.setup();
    await open(PAGE, 'Your salon');
    await fillSalon(user);
    await user.type(field('City'), '{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your profile' })).toBeVisible();
  });

  it('opens no step whose earlier steps are not filled in: the first such step instead', async () => {
    const first = await open(`${PAGE}?step=terms`, 'Your salon');
    await waitFor(() => expect(first.router.state.location.search).toBe('?step=salon'));
    first.unmount();

    storeDraft('salon', SALON);
    const second = await open(`${PAGE}?step=terms`, 'Your profile');
    await waitFor(() => expect(second.router.state.location.search).toBe('?step=profile'));
  });

  it('asks for a speciality on the profile step', async () => {
    const user = userEvent.setup();
    storeDraft('profile', { ...SALON, chairs: 3 });
    await open(PAGE, 'Your profile');
    await next(user);
    const group = screen.getByRole('group', { name: 'Specialities' });
    expect(group).toHaveAccessibleDescription(
      'Choose everything your salon does. Choose at least one speciality',
    );
    expect(within(group).getByRole('checkbox', { name: 'Extensions' })).toHaveFocus();
    // Space ticks a checkbox, as anywhere.
    await user.keyboard(' ');
    await next(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'Check and send' })).toBeVisible();
  });

  it('asks for the terms to be accepted, and shows everything with a way back to each step', async () => {
    const user = userEvent.setup();
    const sent = answerApplications();
    storeDraft('terms', { ...SALON, ...PROFILE });
    const { router } = await open(PAGE, 'Check and send');
    const salon = screen.getByRole('region', { name: 'Salon' });
    expect(salon).toHaveTextContent('3012 BM Rotterdam');
    expect(salon).toHaveTextContent('KvK number70123456');
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent(
      'SpecialitiesExtensions, Braids',
    );
    expect(screen.getByRole('link', { name: 'partner terms' })).toHaveAttribute('href', '/terms');

    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const terms = screen.getByRole('checkbox', { name: 'I accept the Tress partner terms' });
    expect(terms).toHaveAccessibleDescription('Accept the partner terms to apply');
    expect(terms).toHaveFocus();
    expect(sent).toHaveLength(0);

    expect(screen.getByRole('link', { name: 'Step 1 of 3: Salon (done)' })).toHaveAttribute(
      'href',
      `${PAGE}?step=salon`,
    );
    await user.click(screen.getByRole('link', { name: 'Edit profile' }));
    await screen.findByRole('heading', { level: 2, name: 'Your profile' });
    expect(router.state.location.search).toBe('?step=profile');
    expect(screen.getByRole('checkbox', { name: 'Braids' })).toBeChecked();
  });
});

describe('/hairdresser-onboarding: the draft', () => {
  it('resumes after a reload at the step it was on, without the honeypot', async () => {
    const user = userEvent.setup();
    const first = await open(PAGE, 'Your salon');
    await fillSalon(user);
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Your profile' });
    await user.click(screen.getByRole('checkbox', { name: 'Wigs' }));
    await user.type(field('Number of chairs'), '7');
    first.unmount();

    expect(storedDraft()).toEqual({
      version: 1,
      step: 'profile',
      values: { ...SALON, specialities: ['wigs'], chairs: 7 },
    });
    const second = await open(PAGE, 'Your profile');
    await waitFor(() => expect(second.router.state.location.search).toBe('?step=profile'));
    expect(screen.getByRole('checkbox', { name: 'Wigs' })).toBeChecked();
    expect(field('Number of chairs')).toHaveValue(7);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: 'Your salon' });
    expect(field('Email')).toHaveValue(SALON.email);
  });

  it.each([
    ['text that is no JSON', '{"version":1,"step":"pro'],
    ['another version', JSON.stringify({ version: 2, step: 'terms', values: SALON })],
    [
      'a field of the wrong kind',
      JSON.stringify({ version: 1, step: 'profile', values: { chairs: 'many' } }),
    ],
    ['an unknown step', JSON.stringify({ version: 1, step: 'payment', values: SALON })],
  ])('ignores a stored draft holding %s', async (_what, raw) => {
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, raw);
    await open(PAGE, 'Your salon');
    expect(field('Salon name')).toHaveValue('');
  });
});

describe('/hairdresser-onboarding: sending', () => {
  it('sends exactly the application, clears the draft and says what happens next', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const sent = answerApplications(async () => {
      await answered;
      return HttpResponse.json(RECEIPT, { status: 201 });
    });
    storeDraft('terms', { ...SALON, ...PROFILE });
    const { router, unmount } = await open(PAGE, 'Check and send');
    const honeypot = document.querySelector<HTMLInputElement>('input[name="company"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'I accept the Tress partner terms' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('button', { name: 'Sending your application…' })).toBeDisabled();
    answer();
    const thanks = await screen.findByRole('heading', {
      level: 2,
      name: 'Thank you — your application is in',
    });
    expect(thanks).toHaveFocus();
    expect(screen.getByText(SALON.email)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'For hairdressers' })).toHaveAttribute(
      'href',
      '/hairdresser',
    );
    expect(router.state.location.search).toBe('?step=done');
    await waitFor(() => expect(document.title).toBe('Application sent · Tress'));
    // The server's payload and nothing else, tidied by the same schema the server reads it with.
    expect(sent).toEqual([
      {
        salonName: SALON.salonName,
        street: SALON.street,
        postcode: '3012 BM',
        city: SALON.city,
        country: 'NL',
        phone: SALON.phone,
        email: SALON.email,
        registrationNumber: '70123456',
        vatNumber: SALON.vatNumber,
        specialities: ['extensions', 'braids'],
        chairs: 5,
        instagram: '@studionoor',
        website: PROFILE.website,
        acceptTerms: true,
      },
    ]);
    expect(storedDraft()).toBeNull();
    unmount();

    // Opening the submitted screen again (its history entry gone) never sends anything again.
    await open(`${PAGE}?step=done`, 'Your salon');
    expect(field('Salon name')).toHaveValue('');
    expect(sent).toHaveLength(1);
    expect(storedDraft()?.values).not.toHaveProperty('salonName', SALON.salonName);
  });

  it('says so when this email or registration number already applied', async () => {
    const user = userEvent.setup();
    answerApplications(() =>
      HttpResponse.json(
        { code: ERROR_CODE.ALREADY_APPLIED, message: 'This salon has already applied.' },
        { status: 409 },
      ),
    );
    storeDraft('terms', { ...SALON, ...PROFILE });
    await open(PAGE, 'Check and send');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Tress partner terms' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /An application with this email or registration number is already with us/,
    );
    expect(within(alert).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Check and send' })).toBeVisible();
    expect(storedDraft()?.values).toMatchObject({ email: SALON.email });
  });

  it('puts the server’s refusals beside their fields and opens the step of the first', async () => {
    const user = userEvent.setup();
    answerApplications(() =>
      HttpResponse.json(
        {
          code: ERROR_CODE.VALIDATION_FAILED,
          message: 'Some fields are not valid.',
          issues: [
            { path: ['chairs'], message: 'Enter at most 50 chairs', code: 'too_big' },
            { path: ['email'], message: 'This address does not take mail', code: 'custom' },
          ],
        },
        { status: 400 },
      ),
    );
    storeDraft('terms', { ...SALON, ...PROFILE });
    const { router } = await open(PAGE, 'Check and send');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Tress partner terms' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByRole('heading', { level: 2, name: 'Your salon' });
    expect(router.state.location.search).toBe('?step=salon');
    const email = field('Email');
    expect(email).toHaveAccessibleDescription('This address does not take mail');
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(/see the notes beside the fields/);
    // The other refusal waits on its own step.
    await router.navigate(`${PAGE}?step=profile`);
    await screen.findByRole('heading', { level: 2, name: 'Your profile' });
    expect(field('Number of chairs')).toHaveAccessibleDescription(
      'The chairs you work at, 1 to 50. Enter at most 50 chairs',
    );
  });

  it.each([
    [
      'too many attempts',
      () =>
        HttpResponse.json(
          { code: ERROR_CODE.RATE_LIMITED, message: 'Too many attempts; try again in 40 seconds.' },
          { status: 429 },
        ),
      /Wait a minute, then send it again/,
    ],
    ['no connection', () => HttpResponse.error(), /the shop could not be reached/],
  ])('asks to try again after %s, keeping every answer', async (_what, answer, message) => {
    const user = userEvent.setup();
    const sent = answerApplications(answer);
    storeDraft('terms', { ...SALON, ...PROFILE });
    await open(PAGE, 'Check and send');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Tress partner terms' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Send application' })).toBeEnabled();
    expect(sent).toHaveLength(1);
    expect(storedDraft()?.values).toMatchObject({ salonName: SALON.salonName });
  });
});
