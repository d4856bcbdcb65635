import { useState } from 'react';
import type { HairdresserApplication } from '@/domain/salons';
import * as ERROR_CODE from '@/domain/error-codes';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { formatDate, formatDateTime } from '../../admin-format';
import { useDecideApplication } from '../../api/admin-applications';
import { adminProblem } from '../../api/admin-problem';
import { reactToSessionLoss } from '../admin-error-state';
import { ConfirmDialog } from '../confirm-dialog';
import { Tag } from '../status-badge';
import { RejectDialog } from './reject-dialog';
import { SalonLink } from './salon-link';

function conflictText(error: unknown): string {
  const problem = adminProblem(error);
  return problem.code === ERROR_CODE.ALREADY_DECIDED
    ? 'Someone already decided on this application; the list now shows what they chose.'
    : problem.message;
}

export function ApplicationCard({ application }: { application: HairdresserApplication }) {
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const decide = useDecideApplication();
  const name = application.salon_name;

  const approve = () =>
    decide.mutate(
      { id: application.id, decision: 'approve' },
      {
        onSuccess: () => {
          setDialog(null);
          toast({
            title: `${name} approved`,
            description: 'The salon gets its link by mail (see the outbox).',
          });
        },
        onError: reactToSessionLoss,
      },
    );

  const reject = (reason: string) =>
    decide.mutate(
      { id: application.id, decision: 'reject', reason },
      {
        onSuccess: () => {
          setDialog(null);
          toast({
            title: `${name} rejected`,
            description: 'The reason is kept with the application.',
          });
        },
        onError: reactToSessionLoss,
      },
    );

  const close = () => {
    setDialog(null);
    decide.reset();
  };

  return (
    <article aria-label={name} className="rounded-card border border-sand bg-white p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-display text-xl font-medium">{name}</h3>
            <Tag tone={application.status === 'pending' ? 'accent' : 'quiet'}>
              {application.status === 'pending'
                ? 'Waiting'
                : application.status === 'approved'
                  ? 'Approved'
                  : 'Rejected'}
            </Tag>
          </div>
          <p className="mt-1 text-sm text-taupe">
            Applied {formatDateTime(application.created_at)}
            {application.decided_at ? ` · decided ${formatDate(application.decided_at)}` : ''}
          </p>
        </div>
        {application.status === 'pending' ? (
          <div className="flex gap-3">
            <Button variant="secondary" onClick={() => setDialog('reject')}>
              Reject…
            </Button>
            <Button onClick={() => setDialog('approve')}>Approve…</Button>
          </div>
        ) : null}
      </div>
      <dl className="mt-5 grid gap-x-8 gap-y-3 text-[0.9375rem] sm:grid-cols-2 lg:grid-cols-3">
        <Detail label="Address">
          {/* Some applications carry the whole address in one line already. */}
          {application.address.includes(application.city)
            ? application.address
            : `${application.address}, ${application.postcode} ${application.city}, ${application.country}`}
        </Detail>
        <Detail label="Contact">
          <span className="break-all">{application.email}</span> · {application.phone}
        </Detail>
        <Detail label="Business registration">{application.business_registration}</Detail>
        <Detail label="Specialities">
          {application.specialities.length > 0 ? application.specialities.join(', ') : '—'}
        </Detail>
        <Detail label="Chairs">{application.chairs ?? '—'}</Detail>
        <Detail label="Instagram">{application.instagram ?? '—'}</Detail>
        {application.rejection_reason ? (
          <Detail label="Reason for rejection">{application.rejection_reason}</Detail>
        ) : null}
      </dl>
      {application.friends_family ? (
        <p className="mt-5 border-t border-sand pt-5 text-[0.9375rem] text-taupe">
          Friends-and-family orders are attributed to this salon, so it has no salon link; the
          friends-and-family link is under Settings.
        </p>
      ) : application.status === 'approved' ? (
        <SalonLink application={application} />
      ) : null}
      {dialog === 'approve' ? (
        <ConfirmDialog
          title={`Approve ${name}?`}
          confirmLabel="Approve salon"
          busy={decide.isPending}
          error={decide.isError ? conflictText(decide.error) : null}
          onCancel={close}
          onConfirm={approve}
        >
          The salon gets business prices and a mail with its own shop link. It also appears for
          salon pickup and on the demand map.
        </ConfirmDialog>
      ) : null}
      {dialog === 'reject' ? (
        <RejectDialog
          salonName={name}
          busy={decide.isPending}
          error={decide.isError ? conflictText(decide.error) : null}
          onCancel={close}
          onReject={reject}
        />
      ) : null}
    </article>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-taupe">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}
