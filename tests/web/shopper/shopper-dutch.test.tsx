// The shopper's bar in Dutch under /nl (issue 30): the prices a salon or friends-and-family link
// gives, the way back to guest prices, and the notice about a link that is not valid.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FF_KEY, SALON_KEY, TEST_SALON, UNKNOWN_SALON_ID } from '../../support/msw-cart-handlers';
import { storeSession } from '../cart/cart-fixtures';
import { renderShop } from '../cart/render-shop';

describe('the shopper bar in Dutch', () => {
  it('names the salon whose prices are shown, and leaving them says so in Dutch', async () => {
    const user = userEvent.setup();
    storeSession({
      salonId: TEST_SALON.id,
      accessType: 'salon',
      validatedAt: Date.now(),
      key: SALON_KEY,
    });
    renderShop('/nl/probe');
    expect(
      await screen.findByText(`Je ziet de salonprijzen van ${TEST_SALON.salon_name}.`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Liever als gast winkelen' }));
    expect(await screen.findByText('Je winkelt nu als gast')).toBeInTheDocument();
    expect(
      screen.getByText(/^Vanaf nu zie je de gewone prijzen\. Open je salonlink/),
    ).toBeVisible();
  });

  it('says friends and family prices are shown', async () => {
    renderShop(`/nl/probe?access=friends-family&key=${FF_KEY}`);
    expect(await screen.findByText('Je ziet vrienden-en-familieprijzen.')).toBeInTheDocument();
  });

  it('says in Dutch that a salon link is not valid', async () => {
    const user = userEvent.setup();
    renderShop(`/nl/probe?salonId=${UNKNOWN_SALON_ID}`);
    const title = await screen.findByText('Deze salonlink is niet geldig.');
    expect(title.closest('[role="status"]')).toHaveTextContent(
      'Deze salonlink is niet geldig. Je ziet onze gewone prijzen. Vraag je salon om de actuele link.',
    );
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByText(/Deze salonlink is niet geldig/)).not.toBeInTheDocument();
  });
});
