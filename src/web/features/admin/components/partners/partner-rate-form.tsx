import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  MAX_COMMISSION_PERCENT,
  partnerRateRequestSchema,
  type PartnerRateRequest,
  type PartnerSummary,
} from '@/domain/partners';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { adminProblem } from '../../api/admin-problem';
import { useChangePartnerRate } from '../../api/admin-partners';
import { reactToSessionLoss } from '../admin-error-state';
import { formatRate } from './partner-format';

/** What the admin typed as a number ("12,5" too); anything else is NaN, which the schema refuses. */
function rateOf(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = String(value).trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** The salon's commission rate, checked by the schema the server validates it with. */
export function PartnerRateForm({ partner }: { partner: PartnerSummary }) {
  const change = useChangePartnerRate(partner.salonId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<PartnerRateRequest>({
    resolver: zodResolver(partnerRateRequestSchema),
    defaultValues: { commissionRate: partner.commissionRate },
  });

  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (saved) => {
        reset({ commissionRate: saved.commissionRate });
        toast({
          title: 'Commission rate saved',
          description: `${saved.salonName} earns ${formatRate(saved.commissionRate)} on orders placed from now on.`,
        });
      },
      onError: (error) => {
        if (reactToSessionLoss(error)) return;
        // The server's word on the rate lands beside the field.
        for (const issue of adminProblem(error).issues) {
          if (issue.path[0] === 'commissionRate') {
            setError('commissionRate', { message: issue.message }, { shouldFocus: true });
          }
        }
      },
    }),
  );

  const problem = change.isError ? adminProblem(change.error) : null;
  const onField = problem?.issues.some((issue) => issue.path[0] === 'commissionRate');
  return (
    <form noValidate onSubmit={submit} aria-label="Commission rate" className="flex flex-col gap-4">
      {problem && !onField ? (
        <p
          role="alert"
          className="rounded-field border border-accent-200 bg-accent-50 px-4 py-3 text-sm"
        >
          The rate was not saved. {problem.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label={`Commission rate in percent (0–${MAX_COMMISSION_PERCENT})`}
          inputMode="decimal"
          autoComplete="off"
          error={errors.commissionRate?.message}
          className="w-full max-w-[14rem]"
          {...register('commissionRate', { setValueAs: rateOf })}
        />
        <Button type="submit" disabled={change.isPending || !isDirty} className="sm:mt-7">
          {change.isPending ? 'Saving…' : 'Save rate'}
        </Button>
      </div>
    </form>
  );
}
