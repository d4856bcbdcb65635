import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  SUGGESTION_FAMILY_NAMES,
  SUGGESTION_STATUSES,
  type AdminSuggestion,
  type SuggestionStatus,
} from '@/domain/support';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Pagination } from '@/web/components/ui/pagination';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { formatDateTime } from '../../admin-format';
import { adminProblem } from '../../api/admin-problem';
import { suggestionsQuery, useUpdateSuggestion } from '../../api/admin-support';
import { AdminErrorState, reactToSessionLoss } from '../admin-error-state';
import { Tag } from '../status-badge';
import { useAdminParams } from '../use-admin-params';
import { InboxFilters, ShopperText } from './inbox-filters';

export const SUGGESTION_STATUS_LABELS: Record<SuggestionStatus, string> = {
  new: 'New',
  planned: 'Planned',
  declined: 'Declined',
  added: 'Added',
};

export function SuggestionsPanel() {
  const { text, page, hrefWith } = useAdminParams();
  const status = SUGGESTION_STATUSES.find((value) => value === text('status'));
  const filters = { status, q: text('q'), page };
  const query = useQuery({ ...suggestionsQuery(filters), placeholderData: keepPreviousData });
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;

  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose text-[0.9375rem] text-taupe">
        What shoppers asked us to stock, from /suggest-product.
        {query.data ? ` ${query.data.unread} unread.` : ''}
      </p>
      <InboxFilters
        statuses={SUGGESTION_STATUSES}
        labels={SUGGESTION_STATUS_LABELS}
        label="Suggestion status"
        searchLabel="Search the suggestions"
      />
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading suggestions" text="Loading suggestions…" />
        </div>
      ) : query.isError ? (
        <AdminErrorState
          error={query.error}
          what="the suggestions"
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <NoticePanel title={filters.q || status ? 'No suggestion matches' : 'No suggestions yet'}>
          {filters.q || status
            ? 'Try another status or search.'
            : 'Suggestions from the shop’s /suggest-product page show up here.'}
        </NoticePanel>
      ) : (
        <ul className="flex flex-col gap-4">
          {query.data.items.map((suggestion) => (
            <li key={suggestion.id}>
              <SuggestionCard suggestion={suggestion} />
            </li>
          ))}
        </ul>
      )}
      {query.data ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefFor={(target) => hrefWith({ page: target === 1 ? undefined : target })}
          label="Suggestion pages"
        />
      ) : null}
    </div>
  );
}

function SuggestionCard({ suggestion }: { suggestion: AdminSuggestion }) {
  const update = useUpdateSuggestion();
  const [status, setStatus] = useState<SuggestionStatus>(suggestion.status);
  const [productId, setProductId] = useState(
    suggestion.addedProduct ? String(suggestion.addedProduct.id) : '',
  );
  const problem = update.isError ? adminProblem(update.error) : null;
  const titleId = `suggestion-${suggestion.id}`;

  const save = () =>
    update.mutate(
      {
        id: suggestion.id,
        change: status === 'added' ? { status, productId: Number(productId) || 0 } : { status },
      },
      {
        onSuccess: () =>
          toast({
            title: `“${suggestion.product}” is ${SUGGESTION_STATUS_LABELS[status].toLowerCase()}`,
          }),
        onError: reactToSessionLoss,
      },
    );

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-card border border-sand bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        {!suggestion.read ? <Tag tone="accent">Unread</Tag> : null}
        <Tag>{SUGGESTION_STATUS_LABELS[suggestion.status]}</Tag>
        <Tag>{SUGGESTION_FAMILY_NAMES[suggestion.family]}</Tag>
        <span className="text-sm text-taupe">{formatDateTime(suggestion.createdAt)}</span>
      </div>
      <h3 id={titleId} className="mt-3 text-lg font-medium break-words">
        {suggestion.product}
      </h3>
      <div className="mt-2">
        <ShopperText>{suggestion.description}</ShopperText>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {suggestion.link ? (
          <>
            <dt className="text-taupe">Link</dt>
            <dd className="break-all">
              <a
                href={suggestion.link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-accent-700 hover:underline"
              >
                {suggestion.link}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="text-taupe">Email</dt>
        <dd className="break-all">{suggestion.email ?? 'Not given'}</dd>
        {suggestion.addedProduct ? (
          <>
            <dt className="text-taupe">Added as</dt>
            <dd>
              <Link
                to={paths.product(suggestion.addedProduct.id)}
                className="text-accent-700 hover:underline"
              >
                {suggestion.addedProduct.name}
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-5 flex flex-wrap items-end gap-3 border-t border-sand pt-5">
        <label className="flex flex-col gap-2 text-sm font-medium">
          Status
          <select
            value={status}
            onChange={(event) => setStatus(event.target.value as SuggestionStatus)}
            className="min-h-tap rounded-field border border-sand bg-white px-3 text-base"
          >
            {SUGGESTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {SUGGESTION_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        {status === 'added' ? (
          <label className="flex flex-col gap-2 text-sm font-medium">
            Product id
            <input
              inputMode="numeric"
              value={productId}
              onChange={(event) => setProductId(event.target.value)}
              className="min-h-tap w-28 rounded-field border border-sand bg-white px-3 text-base"
            />
          </label>
        ) : null}
        <Button onClick={save} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save status'}
        </Button>
        <Button
          variant="quiet"
          onClick={() =>
            update.mutate(
              { id: suggestion.id, change: { read: !suggestion.read } },
              { onError: reactToSessionLoss },
            )
          }
        >
          {suggestion.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-accent-700">
          {problem.issues[0]?.message ?? problem.message}
        </p>
      ) : null}
    </article>
  );
}
