import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ouncesOfGrams } from '@/domain/product-input';
import { weightInGrams } from '@/domain/pricing';
import { ADMIN_BUNDLE, ADMIN_EDGE_BRUSH } from '../../support/msw-admin-handlers';
import { BUNDLE } from '../../support/msw-catalog-handlers';
import { server } from '../../support/msw-server';
import { openAsAdmin } from './admin-test-kit';

function captureSaves(method: 'post' | 'put', path: string, answer = BUNDLE) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json(
        { ...answer, ...body, id: answer.id, updated_at: new Date().toISOString() },
        {
          status: method === 'post' ? 201 : 200,
        },
      );
    }),
  );
  return bodies;
}

describe('product editor', () => {
  it('checks a new product with the shared schema before sending anything', async () => {
    const saves = captureSaves('post', '*/api/admin/products');
    const user = userEvent.setup();
    await openAsAdmin('/product-edit');
    expect(screen.getByRole('heading', { level: 1, name: 'New product' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Check the marked fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a price in euros, like 129.95')).toBeInTheDocument();
    expect(screen.getByText(/Choose a family/, { selector: 'p' })).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('suggests the slug from the name, offers categories of the family, and creates', async () => {
    const saves = captureSaves('post', '*/api/admin/products', { ...BUNDLE, id: 99 });
    const user = userEvent.setup();
    const { router } = await openAsAdmin('/product-edit');
    await user.type(screen.getByLabelText('Name'), 'Kinky Curl Clip-ins 20”');
    expect(screen.getByLabelText('Slug')).toHaveValue('kinky-curl-clip-ins-20');
    expect(screen.getByLabelText('Category')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Family'), 'Human hair');
    const categories = within(screen.getByLabelText('Category')).getAllByRole('option');
    expect(categories.map((option) => option.textContent)).toContain('Clip-ins');
    expect(categories.map((option) => option.textContent)).not.toContain('Braiding hair');
    await user.selectOptions(screen.getByLabelText('Category'), 'Clip-ins');
    await user.type(screen.getByLabelText('Price (€)'), '129.95');
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '12');
    await user.type(screen.getByLabelText('Weight (g)'), '100');
    expect(screen.getByText('Shown to shoppers as 100 g.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tags'), 'curly, clip-in');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      name: 'Kinky Curl Clip-ins 20”',
      slug: 'kinky-curl-clip-ins-20',
      family: 'human-hair',
      category: 'clip-ins',
      price: 12995,
      business_price: null,
      stock: 12,
      weight_oz: ouncesOfGrams(100),
      tags: ['curly', 'clip-in'],
      active: true,
      variant_detail: [],
    });
    await waitFor(() => expect(router.state.location.search).toBe('?id=99'));
    expect(await screen.findByText('Product created')).toBeInTheDocument();
  });

  it('adds, removes and reorders variants and saves them in that order', async () => {
    const saves = captureSaves('put', '*/api/admin/products/:id');
    const user = userEvent.setup();
    await openAsAdmin(`/product-edit?id=${BUNDLE.id}`);
    expect(await screen.findByLabelText('Variant 1 name')).toHaveValue('12 inch');
    await user.click(screen.getByRole('button', { name: 'Move variant 1 down' }));
    expect(screen.getByLabelText('Variant 1 name')).toHaveValue('14 inch');
    await user.click(screen.getByRole('button', { name: 'Remove variant 3' }));
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    await user.type(screen.getByLabelText('Variant 3 name'), '30 inch');
    await user.type(screen.getByLabelText('Variant 3 price'), '169');
    await user.clear(screen.getByLabelText('Variant 3 stock'));
    await user.type(screen.getByLabelText('Variant 3 stock'), '4');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.variant_detail).toEqual([
      { name: '14 inch', price: 6900, business_price: 4480, stock: 3, colour: null },
      { name: '12 inch', price: 5900, business_price: 3830, stock: 64, colour: null },
      { name: '30 inch', price: 16900, business_price: null, stock: 4, colour: null },
    ]);
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
  });

  it('sends the box-eligible checkbox on save, ticked and unticked', async () => {
    const saves = captureSaves('put', '*/api/admin/products/:id');
    const user = userEvent.setup();
    await openAsAdmin(`/product-edit?id=${BUNDLE.id}`);
    const box = await screen.findByRole('checkbox', { name: /Can go in a box/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.box_eligible).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: /Can go in a box/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]?.box_eligible).toBe(false);
  });

  it('refuses two variants with the same name, on the variant', async () => {
    const user = userEvent.setup();
    await openAsAdmin(`/product-edit?id=${BUNDLE.id}`);
    const second = await screen.findByLabelText('Variant 2 name');
    await user.clear(second);
    await user.type(second, '12 inch');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Each variant needs its own name')).toBeInTheDocument();
  });

  it("puts the server's validation issues and a taken slug on their fields", async () => {
    server.use(
      http.put('*/api/admin/products/:id', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Not valid',
            issues: [
              { path: ['variant_detail', 0, 'price'], message: 'At most €100,000.00' },
              { path: ['description'], message: 'No HTML, please' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openAsAdmin(`/product-edit?id=${BUNDLE.id}`);
    await user.type(await screen.findByLabelText('Description'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('At most €100,000.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Variant 1 price')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('No HTML, please')).toBeInTheDocument();

    server.use(
      http.put('*/api/admin/products/:id', () =>
        HttpResponse.json({ code: 'SLUG_TAKEN', message: 'Taken' }, { status: 409 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Another product already uses this slug.')).toBeInTheDocument();
  });

  it('uploads images, refuses other files, and reorders and removes them', async () => {
    let uploads = 0;
    server.use(
      http.post('*/api/admin/uploads', async ({ request }) => {
        uploads += 1;
        expect(request.headers.get('Authorization')).toMatch(/^Bearer /);
        expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
        const form = await request.formData();
        // Node's own File, not jsdom's: check the shape, not the class.
        expect(form.get('file')).toMatchObject({ type: 'image/webp' });
        return HttpResponse.json({ url: `/uploads/new-${uploads}.webp` }, { status: 201 });
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    await openAsAdmin(`/product-edit?id=${ADMIN_EDGE_BRUSH.id}`);
    const input = await screen.findByLabelText('Add images');
    const photo = new File(['webp'], 'brush.webp', { type: 'image/webp' });
    const notes = new File(['text'], 'notes.txt', { type: 'text/plain' });
    await user.upload(input, [photo, notes]);

    expect(await screen.findByAltText('Product view 2')).toHaveAttribute(
      'src',
      '/uploads/new-1.webp',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'notes.txt is not a JPEG, PNG or WebP image.',
    );
    expect(uploads).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Move image 2 earlier' }));
    expect(screen.getByAltText('Product view 1 (shown first)')).toHaveAttribute(
      'src',
      '/uploads/new-1.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.queryByAltText('Product view 2')).not.toBeInTheDocument();
  });

  it('takes the weight in grams: 100 g is saved as ounces and shows 100 g again', async () => {
    const saves = captureSaves('put', '*/api/admin/products/:id');
    const user = userEvent.setup();
    await openAsAdmin(`/product-edit?id=${BUNDLE.id}`);
    // The fixture stores 3.5 oz: shown as the 99 g the shop shows for it.
    const weight = await screen.findByLabelText('Weight (g)');
    expect(weight).toHaveValue('99');
    expect(screen.getByText('Shown to shoppers as 99 g.')).toBeInTheDocument();

    // Saving without touching the weight keeps the stored ounces exactly.
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.weight_oz).toBe(3.5);

    await user.clear(screen.getByLabelText('Weight (g)'));
    await user.type(screen.getByLabelText('Weight (g)'), '100');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    const stored = saves[1]?.weight_oz as number;
    expect(stored).toBeCloseTo(3.5274, 4);
    expect(weightInGrams(stored)).toBe(100);
    // The answer (the ounces sent) fills the form again: still 100 g.
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeInTheDocument());
    expect(screen.getByLabelText('Weight (g)')).toHaveValue('100');
  });

  it('refuses a weight that is no number of grams, and saves an empty one as none', async () => {
    const saves = captureSaves('put', '*/api/admin/products/:id');
    const user = userEvent.setup();
    await openAsAdmin(`/product-edit?id=${BUNDLE.id}`);
    await user.clear(await screen.findByLabelText('Weight (g)'));
    await user.type(screen.getByLabelText('Weight (g)'), '3.5 oz');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter the weight in grams, like 100')).toBeInTheDocument();
    expect(screen.getByLabelText('Weight (g)')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Weight (g)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.weight_oz).toBeNull();
  });

  it("puts the server's weight issue on the grams field", async () => {
    server.use(
      http.put('*/api/admin/products/:id', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Not valid',
            issues: [{ path: ['weight_oz'], message: 'Too heavy' }],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openAsAdmin(`/product-edit?id=${BUNDLE.id}`);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Too heavy')).toBeInTheDocument();
    expect(screen.getByLabelText('Weight (g)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives a shade a swatch colour, picked or typed, and checks it is #rrggbb', async () => {
    const saves = captureSaves('put', '*/api/admin/products/:id');
    const user = userEvent.setup();
    await openAsAdmin(`/product-edit?id=${BUNDLE.id}`);
    expect(await screen.findByLabelText('Variant 1 colour')).toHaveValue('');
    expect(
      screen.queryByRole('button', { name: 'Clear variant 1 colour' }),
    ).not.toBeInTheDocument();

    // The system picker (an <input type="color">) fills the text; typing works too.
    fireEvent.input(screen.getByLabelText('Pick variant 1 colour'), {
      target: { value: '#e8d3a2' },
    });
    expect(screen.getByLabelText('Variant 1 colour')).toHaveValue('#e8d3a2');
    await user.type(screen.getByLabelText('Variant 2 colour'), '#1C1A19');
    expect(screen.getByLabelText('Pick variant 2 colour')).toHaveValue('#1c1a19');
    await user.type(screen.getByLabelText('Variant 3 colour'), '#abc');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use a colour like #1c1a19')).toBeInTheDocument();
    expect(screen.getByLabelText('Variant 3 colour')).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear variant 3 colour' }));
    expect(screen.getByLabelText('Variant 3 colour')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(
      (saves[0]?.variant_detail as { colour: unknown }[]).map((variant) => variant.colour),
    ).toEqual(['#e8d3a2', '#1c1a19', null]);
  });

  it('shows a stored colour and saves null once it is cleared', async () => {
    const shaded = {
      ...ADMIN_BUNDLE,
      variant_detail: ADMIN_BUNDLE.variant_detail.map((variant, index) => ({
        ...variant,
        colour: index === 0 ? '#1c1a19' : null,
      })),
    };
    server.use(http.get('*/api/admin/products/:id', () => HttpResponse.json(shaded)));
    const saves = captureSaves('put', '*/api/admin/products/:id', shaded);
    const user = userEvent.setup();
    await openAsAdmin(`/product-edit?id=${BUNDLE.id}`);
    expect(await screen.findByLabelText('Variant 1 colour')).toHaveValue('#1c1a19');
    expect(screen.getByLabelText('Pick variant 1 colour')).toHaveValue('#1c1a19');
    await user.click(screen.getByRole('button', { name: 'Clear variant 1 colour' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(
      (saves[0]?.variant_detail as { colour: unknown }[]).map((variant) => variant.colour),
    ).toEqual([null, null, null]);
  });

  it('warns before unsaved changes are lost on a link', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    const { router } = await openAsAdmin(`/product-edit?id=${BUNDLE.id}`);
    await user.type(await screen.findByLabelText('Name'), ' Deluxe');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to products' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/product-edit');

    const leaving = new Event('beforeunload', { cancelable: true });
    fireEvent(window, leaving);
    expect(leaving.defaultPrevented).toBe(true);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Back to products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    confirm.mockRestore();
  });
});

describe('product editor, Dutch texts (issue 30)', () => {
  const dutch = {
    name: 'Braziliaanse bundel — Body Wave',
    description: 'Virgin human hair met een zachte S-vormige body wave.',
  };

  it('shows the stored Dutch name and description, and saves them changed', async () => {
    const translated = { ...BUNDLE, translations: { nl: dutch } };
    server.use(http.get('*/api/admin/products/:id', () => HttpResponse.json(translated)));
    const saves = captureSaves('put', '*/api/admin/products/:id', translated);
    const user = userEvent.setup();
    await openAsAdmin(`/product-edit?id=${BUNDLE.id}`);

    const name = await screen.findByLabelText(/^Dutch name/);
    const description = screen.getByLabelText(/^Dutch description/);
    expect(name).toHaveValue(dutch.name);
    expect(description).toHaveValue(dutch.description);
    // The English fields are the English ones.
    expect(screen.getByLabelText('Name')).toHaveValue(BUNDLE.name);

    await user.clear(name);
    await user.type(name, 'Braziliaanse bundel — Steil');
    await user.clear(description);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(saves).toHaveLength(1));
    // What the schema makes of the form: an emptied text is no text (the English shows).
    expect(saves[0]?.translations).toEqual({ nl: { name: 'Braziliaanse bundel — Steil' } });
    expect(saves[0]).toMatchObject({ name: BUNDLE.name, description: BUNDLE.description });
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    // The form shows what the server answered, and has nothing left to save.
    expect(screen.getByLabelText(/^Dutch name/)).toHaveValue('Braziliaanse bundel — Steil');
    expect(screen.getByLabelText(/^Dutch description/)).toHaveValue('');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('leaves the Dutch fields empty for a product without them, and sends no Dutch texts', async () => {
    const saves = captureSaves('put', '*/api/admin/products/:id');
    const user = userEvent.setup();
    await openAsAdmin(`/product-edit?id=${BUNDLE.id}`);
    expect(await screen.findByLabelText(/^Dutch name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Dutch description/)).toHaveValue('');
    await user.type(screen.getByLabelText('Name'), ' Deluxe');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.translations).toEqual({});
  });

  it('checks the Dutch name like the English one, and shows the server’s issues on it', async () => {
    const saves = captureSaves('put', '*/api/admin/products/:id');
    const user = userEvent.setup();
    await openAsAdmin(`/product-edit?id=${BUNDLE.id}`);
    const name = await screen.findByLabelText(/^Dutch name/);
    await user.type(name, 'B');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use at least 2 characters')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toHaveLength(0);

    server.use(
      http.put('*/api/admin/products/:id', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Not valid',
            issues: [
              {
                path: ['translations', 'nl', 'description'],
                message: 'Use at most 5000 characters',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    await user.type(name, 'raziliaanse bundel');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use at most 5000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Dutch description/)).toHaveAttribute('aria-invalid', 'true');
  });
});
