import { useFormContext } from 'react-hook-form';
import { TextField } from '@/web/components/ui/text-field';
import { useT } from '@/web/i18n/use-t';
import type { CheckoutFormInput } from '../checkout-form-schema';
import { checkoutMessages } from '../messages';

/** An empty optional field is "not given", which the shared schema expects as undefined. */
const optional = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export function ContactFields() {
  const t = useT(checkoutMessages);
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('checkout.contact.name')}
        autoComplete="name"
        className="sm:col-span-2"
        error={errors.customer?.name?.message}
        {...register('customer.name')}
      />
      <TextField
        label={t('checkout.contact.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.customer?.email?.message}
        {...register('customer.email')}
      />
      <TextField
        label={t('checkout.contact.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={errors.customer?.phone?.message}
        {...register('customer.phone', { setValueAs: optional })}
      />
      <p className="text-sm text-taupe sm:col-span-2">{t('checkout.contact.note')}</p>
    </div>
  );
}
