import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inboxStore, MARKUP } from '../../support/msw-admin-inbox-handlers';
import { server } from '../../support/msw-server';
import { openAsAdmin } from './admin-test-kit';

// Issue 15: the admin's Suggestions and Messages — lists with unread counts, filters, status
// changes, replies (sent and kept with the message), and shopper text shown as text, never HTML.

function useInbox() {
  const store = inboxStore();
  server.use(...store.handlers);
  return store;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('admin suggestions', () => {
  it('lists suggestions with the unread count beside the tab and in the panel', async () => {
    useInbox();
    await openAsAdmin('/admin?tab=suggestions');
    expect(await screen.findByRole('article', { name: 'Kinky Curly Clip-ins' })).toBeVisible();
    expect(card('Silk Pillowcase')).toBeVisible();
    expect(screen.getByText(/1 unread\./)).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Admin sections' });
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: /Suggestions/ })).toHaveTextContent(
        'Suggestions1 unread',
      ),
    );
    expect(within(card('Kinky Curly Clip-ins')).getByText('Unread')).toBeVisible();
  });

  it('shows what a shopper typed as text, never as HTML', async () => {
    useInbox();
    await openAsAdmin('/admin?tab=suggestions');
    const suggestion = await screen.findByRole('article', { name: 'Kinky Curly Clip-ins' });
    expect(within(suggestion).getByText(`Please stock these ${MARKUP}`)).toBeVisible();
    expect(suggestion.querySelector('img, b')).toBeNull();
  });

  it('filters by status through the URL', async () => {
    const user = userEvent.setup();
    useInbox();
    await openAsAdmin('/admin?tab=suggestions');
    await screen.findByRole('article', { name: 'Kinky Curly Clip-ins' });
    const chips = screen.getByRole('navigation', { name: 'Suggestion status' });
    await user.click(within(chips).getByRole('link', { name: 'Planned' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Kinky Curly Clip-ins' }),
      ).not.toBeInTheDocument(),
    );
    expect(card('Silk Pillowcase')).toBeVisible();
    expect(within(chips).getByRole('link', { name: 'Planned' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('changes a suggestion’s status and sends it', async () => {
    const user = userEvent.setup();
    const store = useInbox();
    await openAsAdmin('/admin?tab=suggestions');
    const suggestion = await screen.findByRole('article', { name: 'Kinky Curly Clip-ins' });
    await user.selectOptions(
      within(suggestion).getByRole('combobox', { name: 'Status' }),
      'declined',
    );
    await user.click(within(suggestion).getByRole('button', { name: 'Save status' }));
    await waitFor(() =>
      expect(store.requests).toContainEqual({
        method: 'POST',
        path: '/api/admin/suggestions/s-1',
        body: { status: 'declined' },
      }),
    );
    await waitFor(() =>
      expect(
        within(card('Kinky Curly Clip-ins')).getByText('Declined', { selector: 'span' }),
      ).toBeVisible(),
    );
  });
});

describe('admin messages', () => {
  it('lists messages with the unread count, and filters by status and topic', async () => {
    const user = userEvent.setup();
    useInbox();
    await openAsAdmin('/admin?tab=messages');
    expect(await screen.findByRole('article', { name: 'Noor Bakker' })).toBeVisible();
    expect(card('Sam de Wit')).toBeVisible();
    expect(screen.getByText(/1 unread\./)).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Admin sections' });
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: /Messages/ })).toHaveTextContent(
        'Messages1 unread',
      ),
    );

    const chips = screen.getByRole('navigation', { name: 'Message status' });
    await user.click(within(chips).getByRole('link', { name: 'Answered' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Noor Bakker' })).not.toBeInTheDocument(),
    );
    expect(card('Sam de Wit')).toBeVisible();

    await user.click(within(chips).getByRole('link', { name: 'All' }));
    await screen.findByRole('article', { name: 'Noor Bakker' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'order');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Sam de Wit' })).not.toBeInTheDocument(),
    );
    expect(card('Noor Bakker')).toBeVisible();
  });

  it('closes a message', async () => {
    const user = userEvent.setup();
    const store = useInbox();
    await openAsAdmin('/admin?tab=messages');
    const message = await screen.findByRole('article', { name: 'Noor Bakker' });
    await user.click(within(message).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(store.requests).toContainEqual({
        method: 'POST',
        path: '/api/admin/messages/m-1',
        body: { status: 'closed' },
      }),
    );
    expect(
      await within(card('Noor Bakker')).findByRole('button', { name: 'Reopen' }),
    ).toBeVisible();
  });

  it('sends a reply and shows it with the message, as text', async () => {
    const user = userEvent.setup();
    const store = useInbox();
    await openAsAdmin('/admin?tab=messages');
    const message = await screen.findByRole('article', { name: 'Noor Bakker' });
    expect(within(message).getByText(`Where is my order? ${MARKUP}`)).toBeVisible();
    expect(message.querySelector('img, b')).toBeNull();

    const reply = 'It left our studio today <i>tracked</i>.';
    await user.type(within(message).getByRole('textbox', { name: 'Reply to Noor Bakker' }), reply);
    await user.click(within(message).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(store.requests).toContainEqual({
        method: 'POST',
        path: '/api/admin/messages/m-1/replies',
        body: { body: reply },
      }),
    );
    const replies = await screen.findByRole('region', { name: 'Replies to Noor Bakker' });
    expect(within(replies).getByText(reply)).toBeVisible();
    expect(within(replies).getByText(/mailed through the outbox/)).toBeVisible();
    expect(replies.querySelector('i')).toBeNull();
    expect(
      within(card('Noor Bakker')).getByRole('textbox', { name: 'Reply to Noor Bakker' }),
    ).toHaveValue('');
  });

  it('an empty reply is refused on the page and nothing is sent', async () => {
    const user = userEvent.setup();
    const store = useInbox();
    await openAsAdmin('/admin?tab=messages');
    const message = await screen.findByRole('article', { name: 'Noor Bakker' });
    await user.click(within(message).getByRole('button', { name: 'Send reply' }));
    expect(
      within(message).getByRole('textbox', { name: 'Reply to Noor Bakker' }),
    ).toHaveAccessibleDescription(/.+/);
    expect(store.requests.filter((r) => r.path.endsWith('/replies'))).toEqual([]);
  });
});
