import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { cardPaymentSchema, type CardPayment } from '@/domain/orders';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { useT } from '@/web/i18n/use-t';
import { formatCardNumber, formatExpiry } from '../card-input-format';
import { checkoutMessages } from '../messages';

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
  const t = useT(checkoutMessages);
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
      aria-label={t('checkout.card.label')}
    >
      <TextField
        label={t('checkout.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        className="sm:col-span-2"
        error={errors.cardNumber?.message}
        {...formatted('cardNumber', formatCardNumber)}
      />
      <TextField
        label={t('checkout.card.expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={t('checkout.card.expiry.placeholder')}
        error={errors.expiry?.message}
        {...formatted('expiry', formatExpiry)}
      />
      <TextField
        label={t('checkout.card.cvc')}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        error={errors.cvc?.message}
        {...register('cvc')}
      />
      <TextField
        label={t('checkout.card.name')}
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
        {sending ? t('checkout.card.paying') : t('checkout.card.pay', { amount })}
      </Button>
    </form>
  );
}
