import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { inboxCountsQuery } from '../api/admin-support';

export const ADMIN_TABS = [
  { id: 'orders', label: 'Orders' },
  { id: 'applications', label: 'Applications' },
  { id: 'partners', label: 'Partners' },
  { id: 'products', label: 'Products' },
  { id: 'offers', label: 'Offers' },
  { id: 'drops', label: 'Drops' },
  { id: 'suggestions', label: 'Suggestions' },
  { id: 'messages', label: 'Messages' },
  { id: 'outbox', label: 'Outbox' },
  { id: 'settings', label: 'Settings' },
  { id: 'admins', label: 'Admins' },
  { id: 'activity', label: 'Activity' },
  { id: 'account', label: 'Account' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

export function adminTabOf(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.id === value)?.id ?? 'orders';
}

/**
 * The admin's sections, as links (every section has its own URL, so the browser's back button
 * and a shared link work). A row that scrolls on a phone, a column beside the work on a desk.
 */
export function AdminTabs({ current }: { current: AdminTab }) {
  const counts = useQuery(inboxCountsQuery()).data;
  const unread: Partial<Record<AdminTab, number>> = {
    suggestions: counts?.suggestions,
    messages: counts?.messages,
  };
  return (
    <nav
      aria-label="Admin sections"
      className="relative -mx-5 overflow-x-auto px-5 lg:mx-0 lg:px-0"
    >
      <ul className="flex gap-1 lg:flex-col">
        {ADMIN_TABS.map((tab) => {
          const active = tab.id === current;
          return (
            <li key={tab.id}>
              <Link
                to={paths.admin({ tab: tab.id })}
                aria-current={active ? 'page' : undefined}
                className={
                  'flex min-h-tap items-center rounded-full px-4 text-[0.9375rem] font-medium whitespace-nowrap transition-colors lg:rounded-field ' +
                  (active ? 'bg-ink text-ivory' : 'text-ink hover:bg-linen')
                }
              >
                {tab.label}
                {unread[tab.id] ? (
                  <span
                    className={
                      'ml-2 inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs tabular-nums ' +
                      (active ? 'bg-ivory text-ink' : 'bg-accent-700 text-white')
                    }
                  >
                    {unread[tab.id]}
                    <span className="sr-only"> unread</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
