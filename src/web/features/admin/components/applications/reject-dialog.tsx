import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { hairdresserDecisionSchema, type HairdresserDecision } from '@/domain/salons';
import { TextareaField } from '@/web/components/ui/textarea-field';
import { ConfirmDialog } from '../confirm-dialog';

/** Rejecting needs a reason (the same rule the server checks): the salon deserves one. */
export function RejectDialog({
  salonName,
  busy,
  error,
  onCancel,
  onReject,
}: {
  salonName: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const form = useForm<HairdresserDecision>({
    resolver: zodResolver(hairdresserDecisionSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(({ reason }) => onReject(reason));
  return (
    <ConfirmDialog
      title={`Reject ${salonName}?`}
      confirmLabel="Reject application"
      busy={busy}
      error={error}
      onCancel={onCancel}
      onConfirm={() => void submit()}
    >
      <TextareaField
        label="Reason"
        hint="Kept with the application, so the team knows why."
        rows={4}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </ConfirmDialog>
  );
}
