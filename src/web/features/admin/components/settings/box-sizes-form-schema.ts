import { z } from 'zod';
import { BOX_SIZES, MAX_BOX_ITEMS, type BoxSize } from '@/domain/boxes';
import { settingSchemas, type AdminConfig, type ConfigChange } from '@/domain/settings';

// The box sizes (product.md §11) as admins type them: items and percent off per size. Each field
// is checked in the admin's words first, then by the very schema the server validates boxSizes
// with, so the limits cannot drift apart.

const sizeShape = settingSchemas.boxSizes.shape.small.shape;

function whole(message: string, min: number, max: number, then: z.ZodType<number, number>) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, 'Enter a whole number')
    .transform(Number)
    .refine((value) => value >= min && value <= max, message)
    .pipe(then);
}

const sizeFields = z.object({
  items: whole(`Use 1 to ${MAX_BOX_ITEMS} items`, 1, MAX_BOX_ITEMS, sizeShape.items),
  discountPercent: whole('Use 0 to 90 percent', 0, 90, sizeShape.discountPercent),
});

export const boxSizesFormSchema = z.object({
  small: sizeFields,
  medium: sizeFields,
  large: sizeFields,
});

export type BoxSizesFormValues = z.input<typeof boxSizesFormSchema>;
export type BoxSizesFormOutput = z.output<typeof boxSizesFormSchema>;

export function boxSizesFormValues(config: AdminConfig): BoxSizesFormValues {
  const entry = (size: BoxSize) => ({
    items: String(config.boxSizes[size].items),
    discountPercent: String(config.boxSizes[size].discountPercent),
  });
  return { small: entry('small'), medium: entry('medium'), large: entry('large') };
}

export function boxSizesChangeOf(values: BoxSizesFormOutput): ConfigChange {
  const boxSizes = Object.fromEntries(
    BOX_SIZES.map((size) => [size, { ...values[size] }]),
  ) as NonNullable<ConfigChange['boxSizes']>;
  return { boxSizes };
}
