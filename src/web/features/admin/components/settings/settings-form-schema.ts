import { z } from 'zod';
import { moneyInput, parseMoney } from '@/domain/money';
import { settingSchemas, type AdminConfig, type ConfigChange } from '@/domain/settings';

// Admins type euros; the API takes cents. Each field is parsed, then checked by the very schema
// the server validates that setting with (settingSchemas), so the limits cannot drift apart.

const fees = settingSchemas.deliveryFees.shape;
const thresholds = settingSchemas.freeDeliveryThresholds.shape;

function euros(cents: z.ZodType<number, number>) {
  return z
    .string()
    .trim()
    .min(1, 'Enter an amount')
    .refine((text) => parseMoney(text) !== null, 'Enter an amount in euros, like 6.95')
    .transform((text) => parseMoney(text) ?? 0)
    .pipe(cents);
}

export const settingsFormSchema = z.object({
  home: euros(fees.home),
  locker: euros(fees.locker),
  salon: euros(fees.salon),
  client: euros(thresholds.client),
  business: euros(thresholds.business),
  orderExpiryMinutes: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Enter whole minutes')
    .transform(Number)
    // Said in the admin's words first; the shared schema still has the last word.
    .refine((minutes) => minutes >= 5 && minutes <= 24 * 60, 'Use 5 to 1440 minutes (24 hours)')
    .pipe(settingSchemas.orderExpiryMinutes),
});

export type SettingsFormValues = z.input<typeof settingsFormSchema>;
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;

export function settingsFormValues(config: AdminConfig): SettingsFormValues {
  return {
    home: moneyInput(config.deliveryFees.home),
    locker: moneyInput(config.deliveryFees.locker),
    salon: moneyInput(config.deliveryFees.salon),
    client: moneyInput(config.freeDeliveryThresholds.client),
    business: moneyInput(config.freeDeliveryThresholds.business),
    orderExpiryMinutes: String(config.orderExpiryMinutes),
  };
}

export function configChangeOf(values: SettingsFormOutput): ConfigChange {
  return {
    deliveryFees: { home: values.home, locker: values.locker, salon: values.salon },
    freeDeliveryThresholds: { client: values.client, business: values.business },
    orderExpiryMinutes: values.orderExpiryMinutes,
  };
}
