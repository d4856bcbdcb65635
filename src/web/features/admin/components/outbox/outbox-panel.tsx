import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { OutboxMail } from '@/domain/admin';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Pagination } from '@/web/components/ui/pagination';
import { Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { formatDateTime } from '../../admin-format';
import { outboxQuery } from '../../api/admin-outbox';
import { AdminErrorState } from '../admin-error-state';
import { Tag } from '../status-badge';
import { useAdminParams } from '../use-admin-params';
import { MailPreview } from './mail-preview';

export function OutboxPanel() {
  const { text, page, hrefWith, update } = useAdminParams();
  const filters = { q: text('q'), page };
  const openId = text('mail');
  const [search, setSearch] = useState(filters.q ?? '');
  const query = useQuery({ ...outboxQuery(filters), placeholderData: keepPreviousData });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim(), page: undefined, mail: undefined });
  };
  const open = query.data?.items.find((mail) => mail.id === openId);
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;

  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose text-[0.9375rem] text-taupe">
        Every mail the shop sends is kept here, as designed and in plain text: order confirmations,
        payments, shipping with tracking, salon links after an approval, password-recovery links.
      </p>
      <form
        role="search"
        aria-label="Search the outbox"
        onSubmit={submit}
        className="flex gap-2 rounded-card border border-sand bg-white p-5 sm:items-end"
      >
        <TextField
          label="Search"
          type="search"
          placeholder="Recipient or subject"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" className="self-end">
          Search
        </Button>
      </form>
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading the outbox" text="Loading the outbox…" />
        </div>
      ) : query.isError ? (
        <AdminErrorState
          error={query.error}
          what="the outbox"
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <NoticePanel title={filters.q ? 'No mail matches' : 'The outbox is empty'}>
          {filters.q
            ? 'Try another recipient or subject.'
            : 'Mail shows up here the moment the shop sends it.'}
        </NoticePanel>
      ) : (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <ul
            className={
              'divide-y divide-sand self-start overflow-hidden rounded-card border border-sand bg-white ' +
              (open ? 'hidden xl:block' : '')
            }
          >
            {query.data.items.map((mail) => (
              <li key={mail.id}>
                <MailRow
                  mail={mail}
                  current={mail.id === openId}
                  href={hrefWith({ mail: mail.id })}
                />
              </li>
            ))}
          </ul>
          {open ? (
            <MailReader mail={open} closeHref={hrefWith({ mail: undefined })} />
          ) : (
            <div className="hidden items-center justify-center rounded-card border border-dashed border-sand p-10 text-center text-taupe xl:flex">
              Choose a mail to read it.
            </div>
          )}
        </div>
      )}
      {query.data ? (
        <Pagination
          page={filters.page}
          pageCount={pageCount}
          hrefFor={(target) =>
            hrefWith({ page: target === 1 ? undefined : target, mail: undefined })
          }
          label="Outbox pages"
        />
      ) : null}
    </div>
  );
}

function MailRow({ mail, current, href }: { mail: OutboxMail; current: boolean; href: string }) {
  return (
    <Link
      to={href}
      aria-current={current ? 'true' : undefined}
      className={'block px-5 py-4 transition-colors ' + (current ? 'bg-linen' : 'hover:bg-ivory')}
    >
      <span className="block truncate font-medium">{mail.subject}</span>
      <span className="mt-0.5 block truncate text-sm text-taupe">
        To {mail.to} · {formatDateTime(mail.createdAt)}
      </span>
    </Link>
  );
}

function MailReader({ mail, closeHref }: { mail: OutboxMail; closeHref: string }) {
  return (
    <article
      aria-labelledby={`mail-${mail.id}`}
      className="rounded-card border border-sand bg-white p-5 sm:p-8"
    >
      <Link
        to={closeHref}
        className="inline-flex min-h-tap items-center gap-1.5 text-[0.9375rem] font-medium text-accent-700 hover:underline xl:hidden"
      >
        <span aria-hidden="true">←</span> All mail
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <Tag>{mail.kind.replace(/[-_]/g, ' ')}</Tag>
        <Tag tone={mail.sentAt ? 'quiet' : 'accent'}>
          {mail.sentAt ? 'Sent' : 'Kept in the outbox only'}
        </Tag>
      </div>
      <h3 id={`mail-${mail.id}`} className="mt-4 font-display text-heading font-medium">
        {mail.subject}
      </h3>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-taupe">To</dt>
        <dd className="break-all">{mail.to}</dd>
        <dt className="text-taupe">Written</dt>
        <dd>{formatDateTime(mail.createdAt)}</dd>
        {mail.orderId ? (
          <>
            <dt className="text-taupe">Order</dt>
            <dd>
              <Link
                to={paths.admin({ tab: 'orders', order: mail.orderId })}
                className="text-accent-700 hover:underline"
              >
                Open the order
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-6 border-t border-sand pt-6">
        <MailPreview mail={mail} />
      </div>
    </article>
  );
}
