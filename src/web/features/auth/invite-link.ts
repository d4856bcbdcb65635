/**
 * Whether the page was opened from an invitation link: the auth server's /verify redirects to
 * /login#access_token=…&type=invite (as a recovery link does with type=recovery). Read from the
 * browser's own URL before supabase-js starts, because supabase-js clears the fragment.
 */
export function openedFromInviteLink(hash: string = window.location.hash): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('type') === 'invite' && params.has('access_token');
}
