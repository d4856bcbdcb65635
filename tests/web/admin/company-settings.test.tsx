import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_CONFIG } from '../../support/msw-admin-handlers';
import { server } from '../../support/msw-server';
import { openAsAdmin } from './admin-test-kit';

// Admin settings → Company details (product.md §13): the company the footer and the legal pages
// print, sent as the company setting the config API validates with the same rules.

async function openCompanyDetails() {
  await openAsAdmin('/admin?tab=settings');
  return within(await screen.findByRole('form', { name: 'Company details' }));
}

function recordChanges(): unknown[] {
  const changes: unknown[] = [];
  server.use(
    http.put('*/api/config', async ({ request }) => {
      const change = (await request.json()) as Record<string, unknown>;
      changes.push(change);
      return HttpResponse.json({ ...ADMIN_CONFIG, ...change });
    }),
  );
  return changes;
}

describe('company details in the admin settings', () => {
  it('shows the stored company', async () => {
    const form = await openCompanyDetails();
    expect(form.getByLabelText('Company name')).toHaveValue('Tress B.V.');
    expect(form.getByLabelText('Street and number')).toHaveValue('Kapperskade 14');
    expect(form.getByLabelText('Postcode')).toHaveValue('1011 AB');
    expect(form.getByLabelText('City')).toHaveValue('Amsterdam');
    expect(form.getByLabelText('Country')).toHaveValue('NL');
    expect(form.getByLabelText('KvK number')).toHaveValue('86420133');
    expect(form.getByLabelText('VAT number')).toHaveValue('NL864201332B01');
    expect(form.getByLabelText('Contact email')).toHaveValue('hello@tress.example');
    expect(form.getByLabelText('Contact phone')).toHaveValue('+31 20 123 4567');
    expect(form.getByRole('button', { name: 'Save company details' })).toBeDisabled();
  });

  it('saves the whole company as the company setting, and only that, as it is printed', async () => {
    const changes = recordChanges();
    const user = userEvent.setup();
    const form = await openCompanyDetails();
    await user.clear(form.getByLabelText('Company name'));
    await user.type(form.getByLabelText('Company name'), 'Tress Hair B.V.');
    await user.clear(form.getByLabelText('Postcode'));
    await user.type(form.getByLabelText('Postcode'), '1012ab');
    await user.clear(form.getByLabelText('KvK number'));
    await user.type(form.getByLabelText('KvK number'), '1234 5678');
    await user.click(form.getByRole('button', { name: 'Save company details' }));
    await waitFor(() =>
      expect(changes).toEqual([
        {
          company: {
            ...ADMIN_CONFIG.company,
            name: 'Tress Hair B.V.',
            postcode: '1012 AB',
            registrationNumber: '12345678',
          },
        },
      ]),
    );
    expect(await screen.findByText('Company details saved')).toBeInTheDocument();
  });

  it('refuses a bad KvK, VAT number or email before sending anything', async () => {
    const changes = recordChanges();
    const user = userEvent.setup();
    const form = await openCompanyDetails();
    await user.clear(form.getByLabelText('KvK number'));
    await user.type(form.getByLabelText('KvK number'), '1234567');
    await user.clear(form.getByLabelText('VAT number'));
    await user.type(form.getByLabelText('VAT number'), 'NL12345');
    await user.clear(form.getByLabelText('Contact email'));
    await user.type(form.getByLabelText('Contact email'), 'hello');
    await user.click(form.getByRole('button', { name: 'Save company details' }));
    expect(await form.findByText('Enter a valid email address')).toBeInTheDocument();
    // The country's rules come once every field passes its own check.
    await user.clear(form.getByLabelText('Contact email'));
    await user.type(form.getByLabelText('Contact email'), 'hallo@tress.example');
    await user.click(form.getByRole('button', { name: 'Save company details' }));
    expect(await form.findByText('Enter your KvK number: 8 digits')).toBeInTheDocument();
    expect(form.getByText('Enter a Dutch VAT number, e.g. NL123456789B01')).toBeInTheDocument();
    expect(form.getByLabelText('KvK number')).toHaveAttribute('aria-invalid', 'true');
    expect(changes).toHaveLength(0);
  });

  it('asks for a Belgian enterprise number for a Belgian company', async () => {
    const user = userEvent.setup();
    const form = await openCompanyDetails();
    await user.selectOptions(form.getByLabelText('Country'), 'BE');
    expect(form.getByLabelText('Enterprise number (KBO)')).toHaveValue('86420133');
    await user.click(form.getByRole('button', { name: 'Save company details' }));
    expect(
      await form.findByText('Enter your enterprise number: 10 digits starting with 0 or 1'),
    ).toBeInTheDocument();
    expect(form.getByText('Enter a Belgian postcode of 4 digits, e.g. 2000')).toBeInTheDocument();
  });

  it('says when the server refuses the details', async () => {
    server.use(
      http.put('*/api/config', () =>
        HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: 'company.vatNumber: Not known' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const form = await openCompanyDetails();
    await user.clear(form.getByLabelText('City'));
    await user.type(form.getByLabelText('City'), 'Haarlem');
    await user.click(form.getByRole('button', { name: 'Save company details' }));
    expect(await form.findByRole('alert')).toHaveTextContent('The company details were not saved.');
  });
});
