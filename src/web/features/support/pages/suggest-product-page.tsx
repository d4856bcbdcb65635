import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  SUGGESTION_FAMILIES,
  suggestionRequestSchema,
  type SuggestionFamily,
  type SuggestionRequest,
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
import { useSendSuggestion } from '../api/send-suggestion';
import { applyServerIssues } from '../components/apply-server-issues';
import { useFormProblemText } from '../components/form-problem-text';
import { Honeypot } from '../components/honeypot';
import { FormAlert, SentPanel } from '../components/sent-panel';
import { supportMessages } from '../messages';

type Input = z.input<typeof suggestionRequestSchema>;
const FIELDS = ['product', 'family', 'description', 'link', 'email'] as const;
const EMPTY = { product: '', family: '' as Input['family'], description: '' };
const FAMILY_NAMES: Record<SuggestionFamily, string> = {
  'human-hair': 'support.family.human-hair',
  'synthetic-hair': 'support.family.synthetic-hair',
  'salon-essentials': 'support.family.salon-essentials',
  other: 'support.family.other',
};

export function SuggestProductPage() {
  const t = useT(supportMessages);
  const formProblemText = useFormProblemText();
  useDocumentTitle(t('support.suggest.title'));
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
      <PageHeading title={t('support.suggest.title')} lead={t('support.suggest.lead')} />
      <section
        aria-label={t('support.suggest.region')}
        className="mx-auto max-w-content px-5 pb-section sm:px-8"
      >
        <div className="max-w-2xl">
          {send.isSuccess ? (
            <SentPanel
              title={t('support.suggest.sent')}
              actions={
                <>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      form.reset(EMPTY);
                      send.reset();
                    }}
                  >
                    {t('support.suggest.another')}
                  </Button>
                  <Link to={paths.shop} className={buttonClasses('primary')}>
                    {t('support.suggest.back')}
                  </Link>
                </>
              }
            >
              {send.data.confirmationMailed
                ? t('support.suggest.sent-mailed')
                : t('support.suggest.sent-no-mail')}
            </SentPanel>
          ) : (
            <form
              noValidate
              aria-label={t('support.suggest.title')}
              onSubmit={(event) => void form.handleSubmit(onValid)(event)}
              className="relative flex flex-col gap-6 rounded-card border border-sand bg-white p-5 sm:p-8"
            >
              {send.isError ? <FormAlert>{formProblemText(send.error)}</FormAlert> : null}
              <TextField
                label={t('support.suggest.product')}
                autoComplete="off"
                maxLength={120}
                error={errors.product?.message}
                {...form.register('product')}
              />
              <SelectField
                label={t('support.suggest.family')}
                error={errors.family?.message}
                {...form.register('family')}
              >
                <option value="">{t('support.suggest.choose-family')}</option>
                {SUGGESTION_FAMILIES.map((family) => (
                  <option key={family} value={family}>
                    {t(FAMILY_NAMES[family])}
                  </option>
                ))}
              </SelectField>
              <TextareaField
                label={t('support.suggest.description')}
                hint={t('support.suggest.description-hint')}
                rows={6}
                maxLength={2000}
                error={errors.description?.message}
                {...form.register('description')}
              />
              <TextField
                label={t('support.suggest.link')}
                type="url"
                inputMode="url"
                placeholder="https://"
                error={errors.link?.message}
                {...form.register('link', { setValueAs: optional })}
              />
              <TextField
                label={t('support.suggest.email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                error={errors.email?.message}
                {...form.register('email', { setValueAs: optional })}
              />
              <Honeypot {...form.register('website', { setValueAs: optional })} />
              <div className="flex flex-wrap items-center gap-4">
                <Button type="submit" disabled={send.isPending}>
                  {send.isPending ? t('support.sending') : t('support.suggest.send')}
                </Button>
                <p className="text-sm text-taupe">{t('support.suggest.email-use')}</p>
              </div>
            </form>
          )}
        </div>
      </section>
    </>
  );
}
