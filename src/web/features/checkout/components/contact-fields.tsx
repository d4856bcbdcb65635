import { useFormContext } from 'react-hook-form';
import { TextField } from '@/web/components/ui/text-field';
import type { CheckoutFormInput } from '../checkout-form-schema';

/** An empty optional field is "not given", which the shared schema expects as undefined. */
const optional = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export function ContactFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Full name"
        autoComplete="name"
        className="sm:col-span-2"
        error={errors.customer?.name?.message}
        {...register('customer.name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.customer?.email?.message}
        {...register('customer.email')}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={errors.customer?.phone?.message}
        {...register('customer.phone', { setValueAs: optional })}
      />
      <p className="text-sm text-taupe sm:col-span-2">
        We send your order confirmation to this email. Your phone number is only for the courier.
      </p>
    </div>
  );
}
