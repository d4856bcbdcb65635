// The care and length guides in Dutch (issue 30). Their long texts are the catalog's guide part
// (features/catalog/guide/messages, ids catalog.guide.…), which only the lazily loaded guide
// imports so a first visit does not download them; `npm run messages` checks it like every
// other catalogue (tests/tooling/messages.test.ts).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findCatalogues } from '../../../scripts/messages.mjs';
import { renderApp } from '../render-app';

describe('the hair guides’ catalogue', () => {
  it('is a part of the catalog that the message check reads, in English and Dutch', () => {
    const guide = findCatalogues().find((catalogue) => catalogue.prefix === 'catalog.guide');
    expect(Object.keys(guide?.files ?? {}).sort()).toEqual(['en', 'nl']);
  });
});

describe('the guide on a Dutch product page', () => {
  it('gives synthetic braiding hair its Dutch care and pack count, without the bundles', async () => {
    renderApp('/nl/product/22'); // Braiding hair Synthetic 1
    const guide = within(await screen.findByRole('region', { name: 'Verzorging en lengtes' }));
    expect(guide.getByText('Synthetisch haar verzorgen')).toBeInTheDocument();
    expect(guide.getByText('Pakjes voor een heel hoofd vlechten')).toBeInTheDocument();
    expect(guide.getByText(/^Box braids tot de schouders vragen 5–6 pakjes/)).toBeInTheDocument();
    expect(guide.queryByText('Bundels voor een vol hoofd')).not.toBeInTheDocument();
  });
});
