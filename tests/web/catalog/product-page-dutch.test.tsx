// /nl/product/:id (issue 30): the buying panel, variants, stock, delivery promise, details,
// gallery and care guide in Dutch, money the Dutch way, and the not-found page in Dutch.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUNDLE } from '../../support/msw-catalog-handlers';
import { renderApp } from '../render-app';

async function renderProduct(id: number | string) {
  renderApp(`/nl/product/${id}`);
  const heading = await screen.findByRole('heading', { level: 1 });
  return { heading, user: userEvent.setup() };
}

const priceTag = () => within(screen.getByRole('group', { name: 'Prijs' }));
const promise = () => within(screen.getByRole('region', { name: 'Bezorging en retourneren' }));

describe('/nl/product/:id', () => {
  it('shows the product’s breadcrumb, facts and gallery in Dutch', async () => {
    const { heading, user } = await renderProduct(BUNDLE.id);
    expect(heading).toHaveTextContent('Brazilian Straight Bundle');
    const crumbs = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(crumbs).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/nl/shop');
    expect(within(crumbs).getByRole('link', { name: 'Echt haar' })).toHaveAttribute(
      'href',
      '/nl/human-hair',
    );
    expect(within(crumbs).getByRole('link', { name: 'Bundels' })).toHaveAttribute(
      'href',
      '/nl/shop-category?family=human-hair&category=bundles',
    );
    const about = screen.getByRole('region', { name: 'Over dit product' });
    expect(within(about).getByText('Gewicht').nextElementSibling).toHaveTextContent('99 g');
    expect(within(about).getByText('Collectie').nextElementSibling).toHaveTextContent('Echt haar');

    expect(
      screen.getByRole('img', { name: 'Brazilian Straight Bundle, foto 1 van 2' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toon foto 2 van 2' }));
    expect(
      screen.getByRole('img', { name: 'Brazilian Straight Bundle, foto 2 van 2' }),
    ).toBeInTheDocument();
  });

  it('asks for a length in Dutch, with each length’s Dutch price and its stock', async () => {
    const { user } = await renderProduct(BUNDLE.id);
    expect(priceTag().getByText('Vanaf')).toBeInTheDocument();
    expect(priceTag().getByText('incl. btw')).toBeInTheDocument();
    const lengths = within(screen.getByRole('group', { name: /^Lengte/ }));
    expect(lengths.getByRole('radio', { name: '12 inch' })).toHaveAccessibleDescription(
      /^€\s59,00$/,
    );
    expect(lengths.getByRole('radio', { name: '14 inch' })).toHaveAccessibleDescription(
      /^€\s69,00 Nog maar 3 over$/,
    );
    expect(lengths.getByRole('radio', { name: '26 inch uitverkocht' })).toBeDisabled();
    const add = screen.getByRole('button', { name: 'In winkelwagen' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Kies eerst een lengte.');

    await user.click(lengths.getByRole('radio', { name: '14 inch' }));
    expect(priceTag().getByText(/^€\s69,00$/)).toBeInTheDocument();
    expect(screen.getByText('Nog maar 3 over', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In winkelwagen' })).toBeEnabled();
  });

  it('promises dispatch, delivery costs and returns in Dutch, with Dutch money', async () => {
    await renderProduct(BUNDLE.id);
    expect(promise().getByText('Binnen 1 werkdag verzonden')).toBeInTheDocument();
    const home = await promise().findByText('Thuisbezorging', { selector: 'dt' });
    expect(home.nextElementSibling?.textContent).toMatch(/^€\s6,95$/);
    expect(
      promise().getByText('Ophalen in de salon', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Gratis');
    expect(promise().getByText(/Gratis thuisbezorging en pakketautomaat vanaf/)).toHaveTextContent(
      /vanaf €\s75,00 · Verzending$/,
    );
    expect(
      promise()
        .getByText(/Retourneren:/)
        .closest('p'),
    ).toHaveTextContent('Retourneren: 14 dagen voor ongeopende producten · Retourbeleid');
    expect(promise().getByRole('link', { name: 'Retourbeleid' })).toHaveAttribute(
      'href',
      '/nl/returns',
    );
  });

  it('opens the care and length guide in Dutch', async () => {
    const { user } = await renderProduct(BUNDLE.id);
    const guide = within(await screen.findByRole('region', { name: 'Verzorging en lengtes' }));
    const length = guide.getByText('Lengtes en hoeveel je nodig hebt');
    await user.click(length);
    expect(length.closest('details')).toHaveAttribute('open');
    expect(guide.getByText('Bundels voor een vol hoofd')).toBeVisible();
    expect(guide.getByText(/^2–3 bundels tot 18 inch/)).toBeVisible();
    expect(guide.getByText('Echt haar verzorgen')).toBeInTheDocument();
    expect(guide.getByText(/sulfaatvrije shampoo/)).toBeInTheDocument();
  });

  it('says in Dutch that a product is not available, titled in Dutch', async () => {
    renderApp('/nl/product/9999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dit product is niet beschikbaar' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de shop' })).toHaveAttribute('href', '/nl/shop');
    expect(screen.getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute(
      'href',
      '/nl',
    );
    await waitFor(() => expect(document.title).toBe('Product niet gevonden · Tress'));
  });
});
