import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { ProductInput } from '@/domain/product-input';
import type { AdminProduct } from '@/domain/product-translations';
import * as ERROR_CODE from '@/domain/error-codes';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { adminProblem } from '../../api/admin-problem';
import { useChangeProduct } from '../../api/admin-products';
import { reactToSessionLoss } from '../admin-error-state';
import { ArchiveControl } from './archive-control';
import { ImagesField } from './images-field';
import { DutchFields, IdentityFields, SaleFields } from './product-fields';
import {
  EMPTY_PRODUCT_FORM,
  formFieldOf,
  productFormResolver,
  productFormState,
  type ProductFormState,
} from './product-form-values';
import { useUnsavedChangesWarning } from './use-unsaved-changes';
import { VariantsTable } from './variants-table';

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-sand bg-white p-5 sm:p-8">
      <h2 className="font-display text-xl font-medium">{title}</h2>
      {lead ? <p className="mt-1 text-[0.9375rem] text-taupe">{lead}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Every field of a product; creates one when `product` is undefined. */
export function ProductForm({ product }: { product?: AdminProduct | undefined }) {
  const navigate = useNavigate();
  const change = useChangeProduct();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProductFormState, unknown, ProductInput>({
    resolver: productFormResolver,
    defaultValues: product ? productFormState(product) : EMPTY_PRODUCT_FORM,
  });
  const { handleSubmit, setError, reset, formState } = form;
  useUnsavedChangesWarning(formState.isDirty && !change.isPending);

  const onSubmit = handleSubmit(
    (input) => {
      setFailure(null);
      const request = product
        ? ({ kind: 'update', id: product.id, input } as const)
        : ({ kind: 'create', input } as const);
      change.mutate(request, {
        onSuccess: (saved) => {
          reset(productFormState(saved));
          toast({
            title: product ? 'Product saved' : 'Product created',
            description: `${saved.name} is up to date in the shop.`,
            action: {
              label: 'View in shop',
              altText: `View ${saved.name} in the shop`,
              onSelect: () => void navigate(paths.product(saved.id)),
            },
          });
          if (!product) void navigate(paths.productEdit(saved.id), { replace: true });
        },
        onError: (error) => {
          if (reactToSessionLoss(error)) return;
          const problem = adminProblem(error);
          if (problem.code === ERROR_CODE.SLUG_TAKEN) {
            setError('slug', {
              type: 'server',
              message: 'Another product already uses this slug.',
            });
          }
          // The server validates with the same schema; its issues land on the same fields.
          for (const issue of problem.issues) {
            const path = formFieldOf(issue.path);
            // The path names one of the form's fields; react-hook-form checks nothing more.
            setError((path || 'root.server') as 'root.server', {
              type: 'server',
              message: issue.message,
            });
          }
          setFailure(
            problem.code === ERROR_CODE.SLUG_TAKEN || problem.issues.length > 0
              ? 'Check the marked fields.'
              : problem.message,
          );
        },
      });
    },
    () => setFailure('Check the marked fields.'),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 flex flex-col gap-6">
      {failure ? (
        <p role="alert" className="rounded-field border border-accent-200 bg-accent-50 px-4 py-3">
          <span className="font-medium">The product was not saved.</span> {failure}
          {formState.errors.root?.server?.message ? ` ${formState.errors.root.server.message}` : ''}
        </p>
      ) : null}
      <Section title="Product">
        <IdentityFields form={form} creating={!product} />
      </Section>
      <Section
        title="In Dutch"
        lead="What the Dutch shop (/nl) shows. Left empty, it shows the English name or description."
      >
        <DutchFields form={form} />
      </Section>
      <Section
        title="Price and stock"
        lead="Amounts in euros. Business prices are for salons and friends."
      >
        <SaleFields form={form} />
      </Section>
      <Section title="Variants" lead="Lengths or colours, in the order shoppers see them.">
        <VariantsTable control={form.control} register={form.register} errors={formState.errors} />
      </Section>
      <Section title="Images">
        <ImagesField control={form.control} error={formState.errors.images?.message} />
      </Section>
      <div className="sticky bottom-0 z-10 -mx-5 flex flex-col-reverse gap-3 border-t border-sand bg-ivory/95 px-5 py-4 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-between sm:rounded-card sm:border sm:px-6">
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={paths.admin({ tab: 'products' })}
            className="inline-flex min-h-tap items-center px-2 font-medium text-accent-700 hover:underline"
          >
            Back to products
          </Link>
          {product ? (
            <ArchiveControl
              product={product}
              dirty={formState.isDirty}
              onDone={(saved) => reset(productFormState(saved))}
            />
          ) : null}
        </div>
        <div className="flex items-center gap-3">
          <span className="text-sm text-taupe" aria-live="polite">
            {formState.isDirty ? 'Unsaved changes' : product ? 'All changes saved' : ''}
          </span>
          <Button type="submit" disabled={change.isPending} className="flex-1 sm:flex-none">
            {change.isPending ? 'Saving…' : product ? 'Save changes' : 'Create product'}
          </Button>
        </div>
      </div>
    </form>
  );
}
