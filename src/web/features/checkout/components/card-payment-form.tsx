import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { cardPaymentSchema, type CardPayment } from '@/domain/orders';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { formatCardNumber, formatExpiry } from '../card-input-format';

type CardValues = z.output<typeof cardPaymentSchema>;

const EMPTY: CardPayment = { cardNumber: '', expiry: '', cvc: '', name: '' };

/** Card number, expiry, security code and name, validated with the server's own schema. */
export function CardPaymentForm({
  amount,
  sending,
  onPay,
}: {
  /** The formatted total, for the button: the shopper sees exactly what they agree to pay. */
  amount: string;
  sending: boolean;
  onPay: (card: CardValues) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CardPayment, unknown, CardValues>({
    defaultValues: EMPTY,
    resolver: zodResolver(cardPaymentSchema),
    mode: 'onTouched',
  });
  const formatted = (field: 'cardNumber' | 'expiry', format: (value: string) => string) => {
    const registered = register(field);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = format(event.target.value);
        return registered.onChange(event);
      },
    };
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onPay)(event)}
      className="grid gap-5 sm:grid-cols-2"
      aria-label="Card details"
    >
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        className="sm:col-span-2"
        error={errors.cardNumber?.message}
        {...formatted('cardNumber', formatCardNumber)}
      />
      <TextField
        label="Expiry date (MM/YY)"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        error={errors.expiry?.message}
        {...formatted('expiry', formatExpiry)}
      />
      <TextField
        label="Security code (CVC)"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        error={errors.cvc?.message}
        {...register('cvc')}
      />
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      <Button
        type="submit"
        className="w-full text-base sm:col-span-2"
        disabled={sending || isSubmitting}
      >
        {sending ? 'Paying…' : `Pay ${amount}`}
      </Button>
    </form>
  );
}
