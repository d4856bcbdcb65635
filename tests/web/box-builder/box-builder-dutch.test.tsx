// The box builder in Dutch (issue 30): sizes, steps, the tray and the review in Dutch, with
// amounts as "€ 22,50" and the slots still open counted with Dutch plurals.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';

beforeEach(() => localStorage.clear());

describe('/nl/box-builder-intro', () => {
  it('introduces boxes in Dutch, with the sizes and a Dutch-priced example', async () => {
    renderApp('/nl/box-builder-intro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stel je eigen box samen' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Stel je eigen box samen · Tress'));
    expect(screen.getByRole('heading', { name: 'Drie formaten' })).toBeVisible();
    expect(screen.getByText('Middelgrote box')).toBeVisible();
    expect(await screen.findByText('5 artikelen · 15% voordeel')).toBeVisible();
    const example = screen.getByRole('region', { name: 'Een voorbeeld: een middelgrote box' });
    expect(within(example).getByText('€ 19,90')).toBeVisible();
    expect(within(example).getByText(/^Samen/)).toHaveTextContent(
      'Samen € 54,75; als box € 46,54 — je bespaart € 8,21.',
    );
    expect(screen.getByRole('link', { name: 'Begin aan je box' })).toHaveAttribute(
      'href',
      '/nl/box-builder',
    );
  });

  it('points the earlier edition at the current one, in Dutch', async () => {
    renderApp('/nl/archive/box-builder-intro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Box samenstellen (eerdere versie)' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bekijk de huidige boxsamensteller' })).toHaveAttribute(
      'href',
      '/nl/box-builder-intro',
    );
  });
});

describe('/nl/box-builder', () => {
  it('fills and reviews a box in Dutch', async () => {
    const user = userEvent.setup();
    renderApp('/nl/box-builder');
    expect(
      await screen.findByRole('heading', { level: 1, name: '1. Kies een formaat' }),
    ).toBeVisible();
    expect(screen.getByText('3 artikelen · 10% voordeel')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Kies de kleine box' }));
    expect(await screen.findByRole('heading', { level: 1, name: '2. Vul je box' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Box samenstellen · Vul je box · Tress'));

    await user.click(screen.getByRole('button', { name: 'Shine Serum aan box toevoegen' }));
    expect(screen.getByText('Nog 2 artikelen om je box te vullen.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Shine Serum aan box toevoegen' }));
    expect(screen.getByText('Nog 1 artikel om je box te vullen.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Tail Comb aan box toevoegen' }));

    const tray = screen.getByRole('region', { name: 'Je box' });
    expect(within(tray).getByRole('heading', { name: 'Kleine box' })).toBeVisible();
    expect(within(tray).getByText('3 van 3 gevuld')).toBeVisible();
    expect(within(tray).getByText('€ 25,00')).toBeVisible();
    expect(within(tray).getByText('Boxvoordeel (10%)')).toBeVisible();
    expect(within(tray).getByText('−€ 2,50')).toBeVisible();
    expect(within(tray).getByText('€ 22,50')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Controleer je box' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '3. Controleer je box' }),
    ).toBeVisible();
    const review = screen.getByRole('region', { name: 'Controleren' });
    expect(within(review).getByText('Boxprijs')).toBeVisible();
    expect(within(review).getByText('€ 22,50')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Box in winkelwagen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Terug naar vullen' })).toBeEnabled();
  });

  it('names sold-out variants and low stock in Dutch', async () => {
    const user = userEvent.setup();
    renderApp('/nl/box-builder?step=size');
    await user.click(await screen.findByRole('button', { name: 'Kies de grote box' }));
    const variant = await screen.findByRole('combobox', { name: 'Variant van Repair Mask' });
    expect(within(variant).getByRole('option', { name: '500 ml (uitverkocht)' })).toBeDisabled();
    expect(screen.getByText(/€ 5,00 · nog 1$/)).toBeVisible();
  });
});
