import { toast } from '@/web/components/ui/use-toast';

/** Selects a node's text, so the shopper can copy it by hand. */
function selectText(node: HTMLElement | null): void {
  const selection = window.getSelection();
  if (!node || !selection) return;
  selection.selectAllChildren(node);
}

/**
 * Copies a link and says so in a toast. Where the clipboard is missing or refused (an old
 * browser, a page not served over https, a denied permission) the link's text is selected instead
 * and the toast says how to copy it.
 */
export async function copyLink(
  text: string,
  shown: HTMLElement | null,
  copied: { title: string; description?: string },
  selected: { title: string; description: string },
): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard in this browser');
    await navigator.clipboard.writeText(text);
    toast(copied);
  } catch (error) {
    console.warn('The link could not be copied; it is selected instead.', error);
    selectText(shown);
    toast(selected);
  }
}
