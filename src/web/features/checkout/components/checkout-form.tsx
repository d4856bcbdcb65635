import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { orderRequestSchema, type PaymentMethod } from '@/domain/orders';
import { Button } from '@/web/components/ui/button';
import { useCart } from '@/web/features/cart/cart-context';
import { useSalonCompany } from '@/web/features/shopper/salon-company';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useFormat } from '@/web/i18n/format';
import { useLanguage } from '@/web/i18n/i18n-provider';
import { useT } from '@/web/i18n/use-t';
import {
  checkoutFormSchema,
  EMPTY_CHECKOUT_FORM,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from '../checkout-form-schema';
import { attributionOf, deliveryOf, holdingCartOf, orderItemsOf } from '../checkout-request';
import { useCheckoutQuote } from '../hooks/use-checkout-quote';
import { useOrderSubmission } from '../hooks/use-order-submission';
import { checkoutMessages } from '../messages';
import { CheckoutSection } from './checkout-section';
import { ContactFields } from './contact-fields';
import { DeliverySection } from './delivery-section';
import { HeldBackLines } from './held-back-lines';
import { BillingAddressFields } from './billing-address-fields';
import { InvoiceCompanyFields } from './invoice-company-fields';
import { OfferCodeField } from './offer-code-field';
import { OrderProblem } from './order-problem';
import { PaymentMethodField, PAYMENT_METHOD_WORDS } from './payment-method-field';
import { paymentMethodsFor, paymentCountryOf } from '../payment-methods';
import { QuoteSummary } from './quote-summary';

export function CheckoutForm() {
  const t = useT(checkoutMessages);
  const format = useFormat();
  const { cart, isHoldExpired, recommendation, cartId } = useCart();
  const { tier, userType } = useShopper();
  const business = tier === 'business';
  // Pay on invoice bills a salon's company, or a friends-and-family shopper as a private person
  // (issue 31): their name and address only.
  const invoiceBuyer = userType === 'friends-family' ? 'person' : 'company';
  const homeDelivery = cart.deliveryMethod === 'home';
  // Switches with the delivery and payment methods: the address only counts for home delivery,
  // the company only for pay on invoice (which only a business may choose).
  const resolver: Resolver<CheckoutFormInput, unknown, CheckoutFormValues> = (values, ...rest) =>
    zodResolver(
      checkoutFormSchema(
        homeDelivery,
        business && values.payment.method === 'invoice' ? invoiceBuyer : null,
      ),
    )(values, ...rest);
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    defaultValues: EMPTY_CHECKOUT_FORM,
    resolver,
    mode: 'onTouched',
  });
  const salonCompany = useSalonCompany();
  // A salon session prefills the company from the salon's record once it is there (once per
  // record), leaving any field the shopper already typed in.
  const prefilled = useRef<typeof salonCompany>(null);
  useEffect(() => {
    if (!salonCompany || prefilled.current === salonCompany) return;
    prefilled.current = salonCompany;
    const fields = [
      'name',
      'street',
      'postcode',
      'city',
      'country',
      'registrationNumber',
      'vatNumber',
    ] as const;
    for (const field of fields) {
      if (!form.getFieldState(`company.${field}`).isDirty) {
        form.setValue(`company.${field}`, salonCompany[field]);
      }
    }
  }, [salonCompany, form]);
  const [offerCode, setOfferCode] = useState<string | null>(null);
  const [triedToOrder, setTriedToOrder] = useState(false);
  const address = useWatch({ control: form.control, name: 'address' });
  // The company billed on invoice decides reverse charge (issue 31): the quote is asked with it,
  // so what the checkout shows is what the order charges.
  const invoiceCompany = useWatch({ control: form.control, name: 'company' });
  const onInvoice = useWatch({ control: form.control, name: 'payment.method' }) === 'invoice';
  const quote = useCheckoutQuote(
    address,
    offerCode,
    business && onInvoice && invoiceBuyer === 'company' ? invoiceCompany : null,
  );
  const submission = useOrderSubmission();
  const { items, heldBack } = orderItemsOf(cart.items, isHoldExpired);
  const method = useWatch({ control: form.control, name: 'payment.method' });
  // The online methods in the order the shopper's country expects (issue 31): the delivery
  // address's country, else the salon's (a salon session) or the page's language.
  const { language } = useLanguage();
  const methods = paymentMethodsFor(
    paymentCountryOf({
      address: homeDelivery ? address : null,
      salonCountry: salonCompany?.country ?? null,
      language,
    }),
    business,
  );
  const firstMethod = methods[0] ?? 'card';
  // The first listed method is chosen until the shopper picks one themselves.
  const [pickedMethod, setPickedMethod] = useState(false);
  useEffect(() => {
    if (!pickedMethod) form.setValue('payment.method', firstMethod);
  }, [pickedMethod, firstMethod, form]);
  // A shopper whose business session ends cannot keep an invoice choice they no longer see.
  const paymentMethod: PaymentMethod = methods.includes(method) ? method : firstMethod;

  const onValid = (values: CheckoutFormValues) => {
    const request = orderRequestSchema.safeParse({
      items,
      delivery: deliveryOf(cart, homeDelivery ? values.address : null),
      ...(offerCode && quote.offer.accepted ? { offerCode } : {}),
      ...holdingCartOf(items, cartId),
      ...attributionOf(recommendation),
      customer: values.customer,
      payment: { method: paymentMethod },
      ...(paymentMethod !== 'invoice'
        ? {}
        : invoiceBuyer === 'person'
          ? { billing: values.billing }
          : { company: values.company }),
    });
    // Only the locker or salon can still be missing here; its message shows in its section.
    if (request.success) void submission.submit(request.data);
    else document.getElementById('delivery-title')?.closest('section')?.focus();
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          setTriedToOrder(true);
          void form.handleSubmit(onValid)(event);
        }}
        className="mx-auto grid max-w-content gap-8 px-5 pb-section sm:px-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start"
      >
        <div className="flex min-w-0 flex-col gap-6">
          <CheckoutSection id="contact-title" step={1} title={t('checkout.step.details')}>
            <ContactFields />
          </CheckoutSection>
          <CheckoutSection id="delivery-title" step={2} title={t('checkout.step.delivery')}>
            <DeliverySection showProblems={triedToOrder} />
          </CheckoutSection>
          <CheckoutSection id="payment-title" step={3} title={t('checkout.step.payment')}>
            <PaymentMethodField methods={methods} onPick={() => setPickedMethod(true)} />
            {paymentMethod === 'invoice' ? (
              invoiceBuyer === 'person' ? (
                <BillingAddressFields />
              ) : (
                <InvoiceCompanyFields prefilled={salonCompany !== null} />
              )
            ) : null}
          </CheckoutSection>
        </div>
        <div className="flex min-w-0 flex-col gap-5 rounded-card bg-white p-5 shadow-soft sm:p-8 lg:sticky lg:top-24">
          <QuoteSummary state={quote} items={cart.items} />
          <HeldBackLines items={heldBack} />
          <OfferCodeField
            applied={offerCode}
            saving={quote.offer.applied}
            error={quote.offer.error}
            checking={quote.offer.checking}
            unverified={!quote.ready}
            onApply={setOfferCode}
            onRemove={() => setOfferCode(null)}
          />
          {submission.error ? (
            <OrderProblem
              error={submission.error}
              onRetry={submission.retry}
              onDismiss={submission.dismissError}
            />
          ) : null}
          <Button
            type="submit"
            className="w-full text-base"
            disabled={submission.isSending || form.formState.isSubmitting}
          >
            {submission.isLeaving
              ? t('checkout.leaving')
              : submission.isSending
                ? t('checkout.placing')
                : quote.quote
                  ? t('checkout.place.total', { total: format.money(quote.quote.totals.total) })
                  : t('checkout.place')}
          </Button>
          <p className="text-center text-xs text-taupe">
            {paymentMethod === 'invoice'
              ? t('checkout.next.invoice')
              : paymentMethod === 'card'
                ? t('checkout.next.card')
                : t('checkout.next.online', {
                    method: t(PAYMENT_METHOD_WORDS[paymentMethod].label),
                  })}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
