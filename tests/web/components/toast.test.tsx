import { act, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/web/components/ui/toaster';
import { appMessages } from '@/web/app/messages';
import { LanguageProvider } from '@/web/i18n/i18n-provider';
import {
  dismissToast,
  toast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  useToast,
} from '@/web/components/ui/use-toast';

/** The toasts as the app shows them: in the page's language (the shell's messages). */
function renderToaster(language = 'en') {
  return render(
    <LanguageProvider language={language} shell={appMessages}>
      <Toaster />
    </LanguageProvider>,
  );
}

function toastArea() {
  return screen.findByRole('region', { name: /notifications/i });
}

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('toasts (specification §9)', () => {
  it('uses the specified limits', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
  });

  it('shows a toast with its title, description and action', async () => {
    const onSelect = vi.fn();
    renderToaster();
    act(() => {
      toast({
        title: 'Added to cart',
        description: 'Body wave bundle, 18 inch',
        action: { label: 'Undo', altText: 'Undo adding to cart', onSelect },
      });
    });
    const area = await toastArea();
    expect(await within(area).findByText('Added to cart')).toBeVisible();
    expect(within(area).getByText('Body wave bundle, 18 inch')).toBeVisible();
    within(area).getByRole('button', { name: 'Undo' }).click();
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('shows one toast at a time: a new toast replaces the one on screen', async () => {
    renderToaster();
    act(() => {
      toast({ title: 'First message' });
    });
    const area = await toastArea();
    expect(await within(area).findByText('First message')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Second message' });
    });
    expect(within(area).getByText('Second message')).toBeInTheDocument();
    expect(within(area).queryByText('First message')).not.toBeInTheDocument();
    expect(within(area).getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes a toast by itself after 5 seconds', async () => {
    renderToaster();
    act(() => {
      toast({ title: 'Loading the list' }); // loads the toast UI before the clock is frozen
    });
    const area = await toastArea();
    await within(area).findByText('Loading the list');
    vi.useFakeTimers();
    act(() => {
      toast({ title: 'Saved' });
    });
    expect(within(area).getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(within(area).getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(within(area).queryByText('Saved')).not.toBeInTheDocument();
  });

  it('closes a toast from its close button', async () => {
    renderToaster();
    act(() => {
      toast({ title: 'Message sent' });
    });
    const area = await toastArea();
    const close = await within(area).findByRole('button', { name: 'Close notification' });
    act(() => close.click());
    expect(within(area).queryByText('Message sent')).not.toBeInTheDocument();
  });

  it('speaks Dutch on a Dutch page: the area and its close button', async () => {
    renderToaster('nl');
    act(() => {
      toast({ title: 'Toegevoegd aan je winkelwagen' });
    });
    const area = await screen.findByRole('region', { name: /meldingen/i });
    expect(await within(area).findByText('Toegevoegd aan je winkelwagen')).toBeVisible();
    expect(within(area).getByRole('button', { name: 'Melding sluiten' })).toBeInTheDocument();
  });

  it('keeps a dismissed toast in the store for TOAST_REMOVE_DELAY, then removes it', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let id = '';
    act(() => {
      id = result.current.toast({ title: 'Copied' }).id;
    });
    act(() => result.current.dismiss(id));
    expect(result.current.toasts).toEqual([
      expect.objectContaining({ id, title: 'Copied', open: false }),
    ]);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });
});
