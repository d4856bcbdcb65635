import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  CONTACT_TOPICS,
  CONTACT_TOPIC_NAMES,
  contactRequestSchema,
  type ContactRequest,
} from '@/domain/support';
import * as paths from '@/web/app/paths';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { SelectField } from '@/web/components/ui/select-field';
import { TextareaField } from '@/web/components/ui/textarea-field';
import { TextField } from '@/web/components/ui/text-field';
import { optional } from '@/web/lib/form-values';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { formProblemText } from '../api/form-problem';
import { useSendMessage } from '../api/send-message';
import { applyServerIssues } from '../components/apply-server-issues';
import { Honeypot } from '../components/honeypot';
import { FormAlert, SentPanel } from '../components/sent-panel';

type Input = z.input<typeof contactRequestSchema>;
const FIELDS = ['name', 'email', 'topic', 'orderNumber', 'message'] as const;
const EMPTY = { name: '', email: '', topic: '' as Input['topic'], message: '' };

export function ContactPage() {
  useDocumentTitle('Contact');
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
        title="Contact us"
        lead={
          <>
            Send us a message and our team will answer by email within two working days. Many
            answers are already in our{' '}
            <Link to={paths.help} className="text-accent-700 underline underline-offset-4">
              help pages
            </Link>
            .
          </>
        }
      />
      <section aria-label="Your message" className="mx-auto max-w-content px-5 pb-section sm:px-8">
        <div className="max-w-2xl">
          {send.isSuccess ? (
            <SentPanel
              title="Message sent"
              actions={
                <>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      form.reset(EMPTY);
                      send.reset();
                    }}
                  >
                    Write another message
                  </Button>
                  <Link to={paths.help} className={buttonClasses('primary')}>
                    Browse the help pages
                  </Link>
                </>
              }
            >
              Thank you. We have mailed a copy to {send.variables.email}; our answer will arrive
              there too.
            </SentPanel>
          ) : (
            <form
              noValidate
              aria-label="Contact us"
              onSubmit={(event) => void form.handleSubmit(onValid)(event)}
              className="relative grid gap-6 rounded-card border border-sand bg-white p-5 sm:grid-cols-2 sm:p-8"
            >
              {send.isError ? (
                <div className="sm:col-span-2">
                  <FormAlert>{formProblemText(send.error)}</FormAlert>
                </div>
              ) : null}
              <TextField
                label="Your name"
                autoComplete="name"
                maxLength={100}
                error={errors.name?.message}
                {...form.register('name')}
              />
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                inputMode="email"
                error={errors.email?.message}
                {...form.register('email')}
              />
              <SelectField label="Topic" error={errors.topic?.message} {...form.register('topic')}>
                <option value="">Choose a topic…</option>
                {CONTACT_TOPICS.map((value) => (
                  <option key={value} value={value}>
                    {CONTACT_TOPIC_NAMES[value]}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={aboutAnOrder ? 'Order number (if you have one)' : 'Order number (optional)'}
                placeholder="TR-000123"
                autoComplete="off"
                error={errors.orderNumber?.message}
                {...form.register('orderNumber', { setValueAs: optional })}
              />
              <TextareaField
                label="Message"
                hint="10 to 5000 characters."
                rows={6}
                maxLength={5000}
                className="sm:col-span-2"
                error={errors.message?.message}
                {...form.register('message')}
              />
              <Honeypot {...form.register('website', { setValueAs: optional })} />
              <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
                <Button type="submit" disabled={send.isPending}>
                  {send.isPending ? 'Sending…' : 'Send message'}
                </Button>
                <p className="text-sm text-taupe">We mail you a copy of what you send.</p>
              </div>
            </form>
          )}
        </div>
      </section>
    </>
  );
}
