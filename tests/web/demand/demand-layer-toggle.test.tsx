import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';

// Issue 15: the demand map toggles between partner salons, orders and registered interest.
// The default MSW answer (tests/support/msw-support-handlers.ts) has two cities:
// Amsterdam — 2 salons, 5 orders, 1 interested; Gent — 1 salon, fewer than 3 orders, 4 interested.

const map = () => screen.getByRole('group', { name: /^Map of the Netherlands and Belgium:/ });

/** The radius of a city's circle, found by the city's link on the map. */
function radius(city: string): number {
  const link = within(map()).getByRole('link', { name: new RegExp(`^${city}: `) });
  const circle = link.querySelector('circle');
  if (!circle) throw new Error(`${city} has no circle`);
  return Number(circle.getAttribute('r'));
}

/**
 * The map itself drawn, both cities on it: the table beside it (with its own links) may come
 * first, and the map's shapes arrive apart.
 */
async function mapDrawn(): Promise<void> {
  const group = await screen.findByRole('group', { name: /^Map of the Netherlands and Belgium:/ });
  await within(group).findByRole('link', { name: /^Amsterdam: / });
  await within(group).findByRole('link', { name: /^Gent: / });
}

describe('/demand-map layer toggle', () => {
  it('sizes the circles by the chosen layer and names it on the map', async () => {
    const user = userEvent.setup();
    renderApp('/demand-map');
    await mapDrawn();

    // Partner salons first: Amsterdam (2) outweighs Gent (1).
    expect(screen.getByRole('radio', { name: 'Partner salons' })).toBeChecked();
    expect(map()).toHaveAccessibleName(
      'Map of the Netherlands and Belgium: partner salons per city',
    );
    expect(screen.getByText(/Larger circles: more partner salons\./)).toBeInTheDocument();
    expect(radius('Amsterdam')).toBeGreaterThan(radius('Gent'));

    // Registered interest: Gent (4) now outweighs Amsterdam (1).
    await user.click(screen.getByRole('radio', { name: 'Registered interest' }));
    expect(screen.getByRole('radio', { name: 'Registered interest' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Partner salons' })).not.toBeChecked();
    expect(map()).toHaveAccessibleName(
      'Map of the Netherlands and Belgium: registered interest per city',
    );
    expect(screen.getByText(/Larger circles: more registered interest\./)).toBeInTheDocument();
    expect(radius('Gent')).toBeGreaterThan(radius('Amsterdam'));
    const gentByInterest = radius('Gent');

    // Orders: Gent's count is below the privacy floor, so its circle shrinks to the smallest.
    await user.click(screen.getByRole('radio', { name: 'Orders' }));
    expect(screen.getByRole('radio', { name: 'Orders' })).toBeChecked();
    expect(map()).toHaveAccessibleName('Map of the Netherlands and Belgium: orders per city');
    expect(radius('Amsterdam')).toBeGreaterThan(radius('Gent'));
    expect(radius('Gent')).toBeLessThan(gentByInterest);

    // The table beside the map keeps every layer's numbers for each city, whatever is chosen.
    const table = screen.getByRole('table', { name: /Demand per city/ });
    expect(within(table).getByRole('row', { name: /Amsterdam/ })).toHaveTextContent(/2\s*5\s*1/);
    expect(within(table).getByRole('row', { name: /Gent/ })).toHaveTextContent('fewer than 3');
  });

  it('switches the layer with the keyboard too', async () => {
    const user = userEvent.setup();
    renderApp('/demand-map');
    await mapDrawn();
    screen.getByRole('radio', { name: 'Partner salons' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Orders' })).toBeChecked();
    expect(map()).toHaveAccessibleName('Map of the Netherlands and Belgium: orders per city');
  });
});
