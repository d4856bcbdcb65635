import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  CONTACT_TOPICS,
  contactRequestSchema,
  type ContactRequest,
  type ContactTopic,
} from '@/domain/support';
import * as paths from '@/web/app/paths';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { SelectField } from '@/web/components/ui/select-field';
import { TextareaField } from '@/web/components/ui/textarea-field';
import { TextField } from '@/web/components/ui/text-field';
import { useT } from '@/web/i18n/use-t';
import { optional } from '@/web/lib/form-values';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useSendMessage } from '../api/send-message';
import { applyServerIssues } from '../components/apply-server-issues';
import { useFormProblemText } from '../components/form-problem-text';
import { Honeypot } from '../components/honeypot';
import { linkedText } from '../components/linked-text';
import { FormAlert, SentPanel } from '../components/sent-panel';
import { supportMessages } from '../messages';

type Input = z.input<typeof contactRequestSchema>;
const FIELDS = ['name', 'email', 'topic', 'orderNumber', 'message'] as const;
const EMPTY = { name: '', email: '', topic: '' as Input['topic'], message: '' };
const TOPIC_NAMES: Record<ContactTopic, string> = {
  order: 'support.topic.order',
  delivery: 'support.topic.delivery',
  returns: 'support.topic.returns',
  business: 'support.topic.business',
  other: 'support.topic.other',
};

export function ContactPage() {
  const t = useT(supportMessages);
  const formProblemText = useFormProblemText();
  useDocumentTitle(t('support.contact.title'));
  const send = useSendMessage();
  const form = useForm<Input, unknown, ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const topic = useWatch({ control: form.control, name: 'topic' });
  const aboutAnOrder = topic === 'order' || topic === 'delivery' || topic === 'returns';

  const onValid = (values: ContactRequest) =>
    send.mutate(values, {
      onError: (error) => applyServerIssues(error, FIELDS, form.setError),
    });

  return (
    <>
      <PageHeading
        title={t('support.contact.heading')}
        lead={linkedText(
          (link) => t('support.contact.lead', { link }),
          <Link to={paths.help} className="text-accent-700 underline underline-offset-4">
            {t('support.contact.lead-link')}
          </Link>,
        )}
      />
      <section
        aria-label={t('support.contact.region')}
        className="mx-auto max-w-content px-5 pb-section sm:px-8"
      >
        <div className="max-w-2xl">
          {send.isSuccess ? (
            <SentPanel
              title={t('support.contact.sent')}
              actions={
                <>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      form.reset(EMPTY);
                      send.reset();
                    }}
                  >
                    {t('support.contact.another')}
                  </Button>
                  <Link to={paths.help} className={buttonClasses('primary')}>
                    {t('support.contact.browse-help')}
                  </Link>
                </>
              }
            >
              {t('support.contact.sent-text', { email: send.variables.email })}
            </SentPanel>
          ) : (
            <form
              noValidate
              aria-label={t('support.contact.heading')}
              onSubmit={(event) => void form.handleSubmit(onValid)(event)}
              className="relative grid gap-6 rounded-card border border-sand bg-white p-5 sm:grid-cols-2 sm:p-8"
            >
              {send.isError ? (
                <div className="sm:col-span-2">
                  <FormAlert>{formProblemText(send.error)}</FormAlert>
                </div>
              ) : null}
              <TextField
                label={t('support.contact.name')}
                autoComplete="name"
                maxLength={100}
                error={errors.name?.message}
                {...form.register('name')}
              />
              <TextField
                label={t('support.contact.email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                error={errors.email?.message}
                {...form.register('email')}
              />
              <SelectField
                label={t('support.contact.topic')}
                error={errors.topic?.message}
                {...form.register('topic')}
              >
                <option value="">{t('support.contact.choose-topic')}</option>
                {CONTACT_TOPICS.map((value) => (
                  <option key={value} value={value}>
                    {t(TOPIC_NAMES[value])}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={
                  aboutAnOrder
                    ? t('support.contact.order-number-order')
                    : t('support.contact.order-number')
                }
                placeholder="TR-000123"
                autoComplete="off"
                error={errors.orderNumber?.message}
                {...form.register('orderNumber', { setValueAs: optional })}
              />
              <TextareaField
                label={t('support.contact.message')}
                hint={t('support.contact.message-hint')}
                rows={6}
                maxLength={5000}
                className="sm:col-span-2"
                error={errors.message?.message}
                {...form.register('message')}
              />
              <Honeypot {...form.register('website', { setValueAs: optional })} />
              <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
                <Button type="submit" disabled={send.isPending}>
                  {send.isPending ? t('support.sending') : t('support.contact.send')}
                </Button>
                <p className="text-sm text-taupe">{t('support.contact.copy')}</p>
              </div>
            </form>
          )}
        </div>
      </section>
    </>
  );
}
