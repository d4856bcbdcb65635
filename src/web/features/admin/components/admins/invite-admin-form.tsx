import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminInviteSchema, INVITATION_SECONDS, type AdminInvite } from '@/domain/admin-accounts';
import * as ACCOUNT_ERROR_CODE from '@/domain/admin-error-codes';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { adminProblem } from '../../api/admin-problem';
import { useInviteAdmin } from '../../api/admin-users';
import { reactToSessionLoss } from '../admin-error-state';

const LINK_HOURS = INVITATION_SECONDS / 3600;

/** Invites an admin by email, checked by the schema the server validates it with. */
export function InviteAdminForm() {
  const invite = useInviteAdmin();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof adminInviteSchema>, unknown, AdminInvite>({
    resolver: zodResolver(adminInviteSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (invited) => {
        reset({ email: '' });
        toast({
          title: `Invitation sent to ${invited.email}`,
          description: `The link in it works once, within ${LINK_HOURS} hours.`,
        });
      },
      onError: (error) => {
        if (reactToSessionLoss(error)) return;
        const problem = adminProblem(error);
        // The server's word on the address (taken, not valid) lands beside the field.
        if (problem.code === ACCOUNT_ERROR_CODE.ACCOUNT_EXISTS) {
          setError('email', { message: problem.message }, { shouldFocus: true });
        }
        for (const issue of problem.issues) {
          if (issue.path[0] === 'email') {
            setError('email', { message: issue.message }, { shouldFocus: true });
          }
        }
      },
    }),
  );

  const problem = invite.isError ? adminProblem(invite.error) : null;
  const onField =
    problem?.code === ACCOUNT_ERROR_CODE.ACCOUNT_EXISTS ||
    problem?.issues.some((issue) => issue.path[0] === 'email');
  return (
    <section
      aria-labelledby="invite-admin-title"
      className="rounded-card border border-sand bg-white p-5 sm:p-8"
    >
      <h3 id="invite-admin-title" className="text-lg font-medium">
        Invite an admin
      </h3>
      <p className="mt-1 max-w-prose text-[0.9375rem] text-taupe">
        They get a mail with a link to choose a password. The link works once, within {LINK_HOURS}{' '}
        hours; after that, invite them again.
      </p>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="invite-admin-title"
        className="mt-6 flex flex-col gap-4"
      >
        {problem && !onField ? (
          <p
            role="alert"
            className="rounded-field border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-ink"
          >
            {problem.code === ACCOUNT_ERROR_CODE.ADMIN_API_NOT_CONFIGURED
              ? problem.message
              : `The invitation was not sent. ${problem.message}`}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label="Email address"
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            error={errors.email?.message}
            className="w-full sm:max-w-sm"
            {...register('email')}
          />
          <Button type="submit" disabled={invite.isPending} className="sm:mt-7">
            {invite.isPending ? 'Inviting…' : 'Invite admin'}
          </Button>
        </div>
      </form>
    </section>
  );
}
