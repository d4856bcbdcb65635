import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { hairdresserApplicationSchema } from '@/domain/hairdressers';
import { Button } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { ApiError } from '@/web/lib/api-client';
import { useT } from '@/web/i18n/use-t';
import { PayloadError } from '@/web/lib/payload-checks';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useApplyAsSalon } from '../../api/apply-as-salon';
import { hairdressersMessages } from '../../messages';
import { clearOnboardingDraft, loadOnboardingDraft } from '../../onboarding-draft';
import { HowItWorks } from './how-it-works';
import {
  EMPTY_VALUES,
  FORM_STEPS,
  firstInvalidStep,
  isOnboardingField,
  readStep,
  STEP_FIELDS,
  STEP_LEADS,
  STEP_TITLES,
  stepHref,
  stepIndex,
  stepOfField,
  stepResolver,
  type FormStep,
  type OnboardingField,
  type OnboardingStep,
  type OnboardingValues,
} from './onboarding-steps';
import { OnboardingStepper } from './onboarding-stepper';
import { ProfileStep } from './profile-step';
import { SalonStep } from './salon-step';
import { sendProblemOf, SendProblemAlert, type SendProblem } from './send-problem';
import { SubmittedPanel } from './submitted-panel';
import { TermsStep } from './terms-step';
import { useDraftSaving } from './use-draft-saving';

/** A refusal naming a field: a zod issue, or one of the server's 400 issues. */
type FieldIssue = { path: readonly PropertyKey[]; message: string };

/** The history entry of the submitted screen carries the email it was sent for. */
function sentEmailOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' ? state.email : null;
}

/**
 * The step to show: the one in the URL, unless a step before it is not filled in right (then
 * that one), and the draft's own step when the URL names none. The submitted screen only shows
 * from the history entry made when sending; typed in, or reloaded after its state is gone, it
 * is the form again: never a second sending.
 */
function stepToShow(
  asked: OnboardingStep | null,
  sentEmail: string | null,
  values: OnboardingValues,
): OnboardingStep {
  if (asked === 'done' && sentEmail) return 'done';
  const wanted = asked && asked !== 'done' ? asked : (loadOnboardingDraft()?.step ?? 'salon');
  const open = firstInvalidStep(values);
  return stepIndex(wanted) <= stepIndex(open) ? wanted : open;
}

/** /hairdresser-onboarding: a salon applies in three steps (product.md §12, issue 14). */
export function OnboardingFlow() {
  const t = useT(hairdressersMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const asked = readStep(params.get('step'));
  const [initialValues] = useState(() => ({
    ...EMPTY_VALUES,
    ...loadOnboardingDraft()?.values,
  }));
  const form = useForm<OnboardingValues>({
    defaultValues: initialValues,
    // The URL's step; when the page corrects the URL it renders again with the right one.
    resolver: stepResolver(asked && asked !== 'done' ? asked : 'salon'),
    mode: 'onTouched',
    // Focus is this page's to move: the first field in error in the order the fields appear.
    shouldFocusError: false,
  });
  const sentEmail = sentEmailOf(location.state);
  const step = stepToShow(asked, sentEmail, form.getValues());
  const stopSaving = useDraftSaving(form, step);
  const apply = useApplyAsSalon();
  const [problem, setProblem] = useState<{ step: FormStep; kind: SendProblem } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const focusOnOpen = useRef<OnboardingField | null>(null);

  useDocumentTitle(
    step === 'done'
      ? t('hairdressers.flow.title-done')
      : t('hairdressers.flow.title-step', { step: t(STEP_TITLES[step]) }),
  );

  // The URL always names the step shown (a corrected step replaces the entry, it adds none).
  useEffect(() => {
    if (step !== asked) void navigate(stepHref(step), { replace: true });
  }, [step, asked, navigate]);

  // A step that opens takes the focus to its heading, or to the field it was opened for.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const field = focusOnOpen.current;
    focusOnOpen.current = null;
    if (field && stepOfField(field) === step) form.setFocus(field);
    else headingRef.current?.focus();
  }, [step, form]);

  const goTo = (next: FormStep) => void navigate(stepHref(next));

  const focusFirstError = (errors: FieldErrors<OnboardingValues>) => {
    if (step === 'done') return;
    const field = STEP_FIELDS[step].find((name) => errors[name]);
    if (field) form.setFocus(field);
  };

  /** Puts each refused field's message beside it and opens the step of the first; false if none. */
  const showIssues = (issues: readonly FieldIssue[]): boolean => {
    const messages = new Map<OnboardingField, string>();
    for (const { path, message } of issues) {
      const [field] = path;
      if (isOnboardingField(field) && field !== 'company' && !messages.has(field))
        messages.set(field, message);
    }
    const first = FORM_STEPS.flatMap((s) => STEP_FIELDS[s]).find((field) => messages.has(field));
    const firstStep = first && stepOfField(first);
    if (!first || !firstStep) return false;
    for (const [field, message] of messages) form.setError(field, { type: 'server', message });
    setProblem({ step: firstStep, kind: 'fields' });
    if (firstStep === step) {
      form.setFocus(first);
    } else {
      focusOnOpen.current = first;
      goTo(firstStep);
    }
    return true;
  };

  const finish = (email: string) => {
    stopSaving();
    clearOnboardingDraft();
    form.reset(EMPTY_VALUES);
    setProblem(null);
    void navigate(stepHref('done'), { replace: true, state: { email } });
  };

  const send = () => {
    const parsed = hairdresserApplicationSchema.safeParse(form.getValues());
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    setProblem(null);
    const request = parsed.data;
    apply.mutate(request, {
      onSuccess: () => finish(request.email),
      onError: (error) => {
        // A 2xx this page could not read: the application did arrive.
        if (error instanceof PayloadError) return finish(request.email);
        const issues = error instanceof ApiError ? (error.problem?.issues ?? []) : [];
        const kind = sendProblemOf(error);
        if (kind === 'fields' && showIssues(issues)) return;
        setProblem({ step: 'terms', kind: kind === 'fields' ? 'server' : kind });
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step === 'done') return;
    const onValid =
      step === 'terms'
        ? send
        : () => {
            setProblem(null);
            goTo(FORM_STEPS[stepIndex(step) + 1] ?? 'terms');
          };
    void form.handleSubmit(onValid, focusFirstError)(event);
  };

  const header = (
    <PageHeading
      eyebrow={t('hairdressers.flow.eyebrow')}
      title={t('hairdressers.apply')}
      lead={step === 'done' ? t('hairdressers.flow.lead-done') : t('hairdressers.flow.lead')}
    >
      {step === 'done' ? null : <OnboardingStepper current={step} />}
    </PageHeading>
  );

  if (step === 'done') {
    return (
      <>
        {header}
        <div className="mx-auto max-w-content px-5 pb-section sm:px-8">
          <div className="max-w-3xl">
            <SubmittedPanel email={sentEmail ?? ''} headingRef={headingRef} />
          </div>
        </div>
      </>
    );
  }

  const shownProblem = problem?.step === step ? problem.kind : null;
  const index = stepIndex(step);
  const previous = FORM_STEPS[index - 1];
  return (
    <>
      {header}
      <div className="mx-auto grid max-w-content gap-8 px-5 pb-section sm:px-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-12">
        <FormProvider {...form}>
          <form
            noValidate
            aria-labelledby="onboarding-step-title"
            onSubmit={onSubmit}
            className="relative min-w-0 rounded-card bg-white p-5 shadow-soft sm:p-8"
          >
            <p className="text-sm font-medium text-accent-700">
              {t('hairdressers.flow.step-of', { number: index + 1, total: FORM_STEPS.length })}
            </p>
            <h2
              id="onboarding-step-title"
              ref={headingRef}
              tabIndex={-1}
              className="mt-1 text-heading font-medium outline-none"
            >
              {t(STEP_TITLES[step])}
            </h2>
            <p className="mt-2 text-[0.9375rem] text-taupe">{t(STEP_LEADS[step])}</p>
            {shownProblem === 'fields' ? (
              <div className="mt-6">
                <SendProblemAlert problem={shownProblem} />
              </div>
            ) : null}
            <div className="mt-8">
              {step === 'salon' ? <SalonStep /> : null}
              {step === 'profile' ? <ProfileStep /> : null}
              {step === 'terms' ? <TermsStep /> : null}
            </div>
            {shownProblem && shownProblem !== 'fields' ? (
              <div className="mt-8">
                <SendProblemAlert problem={shownProblem} />
              </div>
            ) : null}
            <div className="mt-8 flex flex-col gap-3 border-t border-sand pt-6 sm:flex-row-reverse sm:items-center sm:justify-between">
              <Button type="submit" disabled={apply.isPending} className="sm:min-w-48">
                {step !== 'terms'
                  ? t('hairdressers.flow.next')
                  : apply.isPending
                    ? t('hairdressers.flow.sending')
                    : t('hairdressers.flow.send')}
              </Button>
              {previous ? (
                <Button
                  variant="secondary"
                  disabled={apply.isPending}
                  onClick={() => goTo(previous)}
                >
                  {t('hairdressers.flow.back')}
                </Button>
              ) : null}
            </div>
          </form>
        </FormProvider>
        <HowItWorks />
      </div>
    </>
  );
}
