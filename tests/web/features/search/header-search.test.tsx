import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { searchKeys } from '@/web/features/search/api/search-keys';
import { storeBusinessSession } from '../../catalog/shopper-sessions';
import { renderApp } from '../../render-app';
import { answerSuggestions } from './search-handlers';

// The header's search (issue 32): a combobox on every page that suggests products, categories
// and help answers while a shopper types, and leads to /shop?q=… for everything.

async function renderPage(url = '/', heading: string | RegExp = 'Hair, done beautifully.') {
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: heading });
  const field = screen.getByRole('combobox', {
    name: url.startsWith('/nl') ? 'Zoeken in de shop' : 'Search the shop',
  });
  return { ...view, user: userEvent.setup(), field };
}

async function suggestions() {
  const list = await screen.findByRole('listbox');
  // Settled: the products of the typed text are in.
  await within(list).findAllByRole('option', { name: /13x4/ });
  return list;
}

const optionNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the header search', () => {
  it('is a GET form to /shop with q, whatever the app does with it', async () => {
    const { field } = await renderPage();
    const form = screen.getByRole('search', { name: 'Search the shop' });
    expect(form).toHaveAttribute('action', '/shop');
    expect(form).not.toHaveAttribute('method', 'post');
    expect(field).toHaveAttribute('name', 'q');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
  });

  it('suggests products, categories and help answers in named groups, and all results last', async () => {
    answerSuggestions();
    const { user, field } = await renderPage();
    await user.type(field, 'return');
    const list = await suggestions();
    expect(list).toHaveAccessibleName('Suggestions');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', list.id);

    const products = within(list).getByRole('group', { name: 'Products' });
    expect(optionNames(products)).toEqual([
      expect.stringMatching(/^HD Lace Frontal 13x4 — StraightFrontals€99\.00$/),
      expect.stringMatching(/^Lace Frontal Wig 13x4 — StraightWigs€249\.00$/),
    ]);
    // The product's picture, at thumbnail size, beside its name.
    expect(within(products).getAllByRole('option')[0]?.querySelector('img')).toHaveAttribute(
      'src',
      '/images/products/hd-lace-frontal-13x4-straight.svg',
    );
    const categories = within(list).getByRole('group', { name: 'Categories' });
    expect(optionNames(categories)).toEqual(['FrontalsHuman hair', 'WigsHuman hair']);
    const help = within(list).getByRole('group', { name: 'Help' });
    expect(optionNames(help)).toContain('Can I return something?Returns');
    const options = within(list).getAllByRole('option');
    expect(options.at(-1)).toHaveTextContent('All results for “return”');
    // A polite live region counts them (every option but "All results").
    expect(
      await screen.findByText(`${options.length - 1} suggestions, browse with the arrow keys`),
    ).toHaveAttribute('role', 'status');
  });

  it('asks once the shopper pauses, not for every letter', async () => {
    const asked = answerSuggestions();
    const { user, field } = await renderPage();
    await user.type(field, 'l');
    await suggestions();
    await user.type(field, 'ace');
    await waitFor(() => expect(asked.queries()).toEqual(['l', 'lace']));
    await waitFor(() => expect(screen.getByRole('option', { name: /All results for “lace”/ })));
  });

  it('calls off a request the shopper has typed past', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked = answerSuggestions({ hold: (q) => (q === 'lace' ? held : undefined) });
    const { user, field } = await renderPage();
    await user.type(field, 'lace');
    await expect.poll(() => asked.queries()).toEqual(['lace']);
    await user.type(field, ' frontal');
    await expect.poll(() => asked.queries()).toEqual(['lace', 'lace frontal']);
    await expect.poll(() => asked.requests[0]?.aborted()).toBe(true);
    expect(asked.requests[1]?.aborted()).toBe(false);
    release();
    await suggestions();
    expect(screen.getByRole('option', { name: /All results for “lace frontal”/ })).toBeVisible();
  });

  it('moves through the options with the arrow keys, wrapping, and opens the active one', async () => {
    answerSuggestions();
    const { user, field, router } = await renderPage();
    await user.type(field, 'lace');
    const list = await suggestions();
    const options = within(list).getAllByRole('option');
    expect(field).not.toHaveAttribute('aria-activedescendant');

    const activeName = () =>
      document.getElementById(field.getAttribute('aria-activedescendant') ?? '')?.textContent;
    await user.keyboard('{ArrowDown}');
    expect(activeName()).toMatch(/^HD Lace Frontal 13x4/);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(activeName()).toMatch(/^Lace Frontal Wig/);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeName()).toBe('All results for “lace”→');
    await user.keyboard('{ArrowDown}');
    expect(activeName()).toMatch(/^HD Lace Frontal 13x4/);
    // The focus never left the field.
    expect(field).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/13'));
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes to all results on Enter with no option active', async () => {
    answerSuggestions();
    const { user, field, router } = await renderPage();
    await user.type(field, 'lace frontl');
    await suggestions();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Results for “lace frontl”' });
    expect(router.state.location.pathname).toBe('/shop');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('lace frontl');
  });

  it('opens categories and help answers too, by mouse', async () => {
    answerSuggestions();
    const { user, field, router } = await renderPage();
    await user.type(field, 'return');
    const list = await suggestions();
    await user.click(within(list).getByRole('option', { name: /^Can I return something\?/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    expect(router.state.location.hash).toBe('#withdrawal');
    // The help page opens the question it was sent to.
    await waitFor(() => expect(document.getElementById('withdrawal')).toHaveProperty('open', true));

    await user.type(field, 'lace');
    await user.click(
      within(await suggestions()).getByRole('option', { name: 'FrontalsHuman hair' }),
    );
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/shop-category?family=human-hair&category=frontals',
      ),
    );
  });

  it('closes the list on the first Escape and empties the field on the second', async () => {
    answerSuggestions();
    const { user, field } = await renderPage();
    await user.type(field, 'lace');
    await suggestions();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(field).toHaveValue('lace');
    // Down opens it again.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('clears the field with its own button', async () => {
    answerSuggestions();
    const { user, field } = await renderPage();
    await user.type(field, 'lace');
    await suggestions();
    await user.click(screen.getByRole('button', { name: 'Clear the search field' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says when nothing was found, and still offers all results', async () => {
    answerSuggestions({ found: false });
    const { user, field } = await renderPage();
    await user.type(field, 'zzz');
    expect(
      await screen.findByText('No suggestions, press Enter to search the whole shop'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All results for “zzz”→',
    ]);
  });

  it('on a phone, opens behind its button and gives focus back when it closes', async () => {
    answerSuggestions();
    const { user, field } = await renderPage();
    const button = screen.getByRole('button', { name: 'Search the shop' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('search').id);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveFocus();
    await user.type(field, 'lace');
    await suggestions();
    await user.keyboard('{Escape}{Escape}');
    expect(field).toHaveValue('');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Close search' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows business prices to a shopper with business access, as product cards do', async () => {
    storeBusinessSession();
    const asked = answerSuggestions();
    const { user, field } = await renderPage();
    await user.type(field, 'lace');
    const products = within(await suggestions()).getByRole('group', { name: 'Products' });
    const frontal = within(products).getAllByRole('option')[0];
    expect(frontal).toHaveTextContent('€79.00');
    expect(frontal).toHaveTextContent('Normal price €99.00');
    expect(frontal).toHaveTextContent('Business price');
    expect(asked.requests.every((request) => request.access?.startsWith('ff:'))).toBe(true);
    // Business prices are a query of their own.
    expect(searchKeys.suggestions('lace', 'business')).not.toEqual(
      searchKeys.suggestions('lace', 'client'),
    );
  });
});

describe('the header search in Dutch', () => {
  // The transport reads the page's language from the browser's address, which a memory router
  // leaves alone.
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('speaks Dutch, names categories in Dutch and matches the Dutch help answers', async () => {
    window.history.replaceState(null, '', '/nl');
    const asked = answerSuggestions();
    const { user, field } = await renderPage('/nl', 'Mooi haar, met zorg gekozen.');
    expect(screen.getByRole('search', { name: 'Zoeken in de shop' })).toHaveAttribute(
      'action',
      '/nl/shop',
    );
    await user.type(field, 'retour');
    const list = await suggestions();
    expect(list).toHaveAccessibleName('Suggesties');
    expect(within(list).getByRole('group', { name: 'Producten' })).toBeInTheDocument();
    expect(optionNames(within(list).getByRole('group', { name: 'Categorieën' }))).toEqual([
      'FrontalsEcht haar',
      'PruikenEcht haar',
    ]);
    expect(optionNames(within(list).getByRole('group', { name: 'Hulp' }))).toContain(
      'Kan ik iets retourneren?Retourneren',
    );
    expect(within(list).getAllByRole('option').at(-1)).toHaveTextContent(
      'Alle resultaten voor “retour”',
    );
    expect(
      await screen.findByText(/^\d+ suggesties, blader met de pijltjestoetsen$/),
    ).toBeInTheDocument();
    expect(asked.requests[0]?.language).toBe('nl');
  });
});
