import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  CONTACT_TOPICS,
  CONTACT_TOPIC_NAMES,
  MESSAGE_STATUSES,
  messageReplySchema,
  type AdminMessage,
  type MessageStatus,
} from '@/domain/support';
import { Button } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Pagination } from '@/web/components/ui/pagination';
import { SelectField } from '@/web/components/ui/select-field';
import { Spinner } from '@/web/components/ui/spinner';
import { TextareaField } from '@/web/components/ui/textarea-field';
import { toast } from '@/web/components/ui/use-toast';
import { formatDateTime } from '../../admin-format';
import { adminProblem } from '../../api/admin-problem';
import { messagesQuery, useReplyToMessage, useUpdateMessage } from '../../api/admin-support';
import { AdminErrorState, reactToSessionLoss } from '../admin-error-state';
import { Tag } from '../status-badge';
import { useAdminParams } from '../use-admin-params';
import { InboxFilters, ShopperText } from './inbox-filters';

const STATUS_LABELS: Record<MessageStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

export function MessagesPanel() {
  const { text, page, hrefWith, update } = useAdminParams();
  const status = MESSAGE_STATUSES.find((value) => value === text('status'));
  const topic = CONTACT_TOPICS.find((value) => value === text('topic'));
  const filters = { status, topic, q: text('q'), page };
  const query = useQuery({ ...messagesQuery(filters), placeholderData: keepPreviousData });
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const filtered = Boolean(filters.q || status || topic);

  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose text-[0.9375rem] text-taupe">
        Messages from the shop’s contact form. A reply is mailed to the sender and kept here.
        {query.data ? ` ${query.data.unread} unread.` : ''}
      </p>
      <InboxFilters
        statuses={MESSAGE_STATUSES}
        labels={STATUS_LABELS}
        label="Message status"
        searchLabel="Search the messages"
      >
        <SelectField
          label="Topic"
          value={topic ?? ''}
          onChange={(event) => update({ topic: event.target.value, page: undefined })}
          className="min-w-48"
        >
          <option value="">All topics</option>
          {CONTACT_TOPICS.map((value) => (
            <option key={value} value={value}>
              {CONTACT_TOPIC_NAMES[value]}
            </option>
          ))}
        </SelectField>
      </InboxFilters>
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading messages" text="Loading messages…" />
        </div>
      ) : query.isError ? (
        <AdminErrorState
          error={query.error}
          what="the messages"
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <NoticePanel title={filtered ? 'No message matches' : 'No messages yet'}>
          {filtered
            ? 'Try another status, topic or search.'
            : 'Messages from /contact show up here.'}
        </NoticePanel>
      ) : (
        <ul className="flex flex-col gap-4">
          {query.data.items.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
      {query.data ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefFor={(target) => hrefWith({ page: target === 1 ? undefined : target })}
          label="Message pages"
        />
      ) : null}
    </div>
  );
}

function MessageCard({ message }: { message: AdminMessage }) {
  const change = useUpdateMessage();
  const titleId = `message-${message.id}`;
  const set = (next: { status?: MessageStatus; read?: boolean }) =>
    change.mutate({ id: message.id, change: next }, { onError: reactToSessionLoss });

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-card border border-sand bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        {!message.read ? <Tag tone="accent">Unread</Tag> : null}
        <Tag>{STATUS_LABELS[message.status]}</Tag>
        <Tag>{CONTACT_TOPIC_NAMES[message.topic]}</Tag>
        <span className="text-sm text-taupe">{formatDateTime(message.createdAt)}</span>
      </div>
      <h3 id={titleId} className="mt-3 text-lg font-medium break-words">
        {message.name}
      </h3>
      <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-taupe">Email</dt>
        <dd className="break-all">{message.email}</dd>
        {message.orderNumber ? (
          <>
            <dt className="text-taupe">Order</dt>
            <dd>{message.orderNumber}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-3 rounded-field bg-ivory p-4">
        <ShopperText>{message.message}</ShopperText>
      </div>
      {message.replies.length > 0 ? (
        <section aria-label={`Replies to ${message.name}`} className="mt-4 flex flex-col gap-3">
          {message.replies.map((reply) => (
            <div key={reply.id} className="ml-4 border-l-2 border-accent-200 pl-4">
              <p className="text-sm text-taupe">
                Reply by {reply.by}, {formatDateTime(reply.createdAt)}
                {reply.emailId ? ' · mailed through the outbox' : ''}
              </p>
              <ShopperText>{reply.body}</ShopperText>
            </div>
          ))}
        </section>
      ) : null}
      <ReplyForm message={message} />
      <div className="mt-4 flex flex-wrap gap-2">
        {message.status !== 'closed' ? (
          <Button
            variant="secondary"
            onClick={() => set({ status: 'closed' })}
            disabled={change.isPending}
          >
            Close
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => set({ status: 'open' })}
            disabled={change.isPending}
          >
            Reopen
          </Button>
        )}
        <Button
          variant="quiet"
          onClick={() => set({ read: !message.read })}
          disabled={change.isPending}
        >
          {message.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
      </div>
    </article>
  );
}

function ReplyForm({ message }: { message: AdminMessage }) {
  const reply = useReplyToMessage();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = messageReplySchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write a reply');
      return;
    }
    setError(null);
    reply.mutate(
      { id: message.id, body: parsed.data.body },
      {
        onSuccess: () => {
          setBody('');
          toast({
            title: `Reply sent to ${message.name}`,
            description: 'The mail is in the outbox.',
          });
        },
        onError: (failure) => {
          if (!reactToSessionLoss(failure)) setError(adminProblem(failure).message);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-5 border-t border-sand pt-5">
      <TextareaField
        label={`Reply to ${message.name}`}
        rows={4}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" className="mt-3" disabled={reply.isPending}>
        {reply.isPending ? 'Sending…' : 'Send reply'}
      </Button>
    </form>
  );
}
