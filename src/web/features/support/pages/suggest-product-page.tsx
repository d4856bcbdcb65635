import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  SUGGESTION_FAMILIES,
  SUGGESTION_FAMILY_NAMES,
  suggestionRequestSchema,
  type SuggestionRequest,
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
import { useSendSuggestion } from '../api/send-suggestion';
import { applyServerIssues } from '../components/apply-server-issues';
import { Honeypot } from '../components/honeypot';
import { FormAlert, SentPanel } from '../components/sent-panel';

type Input = z.input<typeof suggestionRequestSchema>;
const FIELDS = ['product', 'family', 'description', 'link', 'email'] as const;
const EMPTY = { product: '', family: '' as Input['family'], description: '' };

export function SuggestProductPage() {
  useDocumentTitle('Suggest a product');
  const send = useSendSuggestion();
  const form = useForm<Input, unknown, SuggestionRequest>({
    resolver: zodResolver(suggestionRequestSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const onValid = (values: SuggestionRequest) =>
    send.mutate(values, {
      onError: (error) => applyServerIssues(error, FIELDS, form.setError),
    });

  return (
    <>
      <PageHeading
        title="Suggest a product"
        lead="Missing something you love? Tell us what it is and we will look into stocking it."
      />
      <section
        aria-label="Your suggestion"
        className="mx-auto max-w-content px-5 pb-section sm:px-8"
      >
        <div className="max-w-2xl">
          {send.isSuccess ? (
            <SentPanel
              title="Thank you, we have your suggestion"
              actions={
                <>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      form.reset(EMPTY);
                      send.reset();
                    }}
                  >
                    Suggest another product
                  </Button>
                  <Link to={paths.shop} className={buttonClasses('primary')}>
                    Back to the shop
                  </Link>
                </>
              }
            >
              {send.data.confirmationMailed
                ? 'Our buyers read every suggestion. We have mailed you a copy, and will write to you if we decide to stock it.'
                : 'Our buyers read every suggestion. Leave an email next time if you would like to hear back.'}
            </SentPanel>
          ) : (
            <form
              noValidate
              aria-label="Suggest a product"
              onSubmit={(event) => void form.handleSubmit(onValid)(event)}
              className="relative flex flex-col gap-6 rounded-card border border-sand bg-white p-5 sm:p-8"
            >
              {send.isError ? <FormAlert>{formProblemText(send.error)}</FormAlert> : null}
              <TextField
                label="Product name"
                autoComplete="off"
                maxLength={120}
                error={errors.product?.message}
                {...form.register('product')}
              />
              <SelectField
                label="Family"
                error={errors.family?.message}
                {...form.register('family')}
              >
                <option value="">Choose a family…</option>
                {SUGGESTION_FAMILIES.map((family) => (
                  <option key={family} value={family}>
                    {SUGGESTION_FAMILY_NAMES[family]}
                  </option>
                ))}
              </SelectField>
              <TextareaField
                label="What is it, and why do you want it?"
                hint="Brand, texture, length or shade, and what you would use it for. 10 to 2000 characters."
                rows={6}
                maxLength={2000}
                error={errors.description?.message}
                {...form.register('description')}
              />
              <TextField
                label="Link (optional)"
                type="url"
                inputMode="url"
                placeholder="https://"
                error={errors.link?.message}
                {...form.register('link', { setValueAs: optional })}
              />
              <TextField
                label="Your email (optional, for a reply)"
                type="email"
                autoComplete="email"
                inputMode="email"
                error={errors.email?.message}
                {...form.register('email', { setValueAs: optional })}
              />
              <Honeypot {...form.register('website', { setValueAs: optional })} />
              <div className="flex flex-wrap items-center gap-4">
                <Button type="submit" disabled={send.isPending}>
                  {send.isPending ? 'Sending…' : 'Send suggestion'}
                </Button>
                <p className="text-sm text-taupe">We only use your email to answer you.</p>
              </div>
            </form>
          )}
        </div>
      </section>
    </>
  );
}
