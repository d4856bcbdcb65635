import { describe, expect, it } from 'vitest';
import { invoiceCompanySchema } from '@/domain/orders';
import { DEMO_SALONS, FRIENDS_FAMILY_SALON } from '@/server/db/seed/demo-salons';

// A salon session prefills pay on invoice from the salon's record (issue 17): the demo salons'
// business numbers must pass the very checks the checkout and the server make.
describe('demo salons', () => {
  it.each([...DEMO_SALONS, FRIENDS_FAMILY_SALON].map((salon) => [salon.salon_name, salon]))(
    '%s has a registration and VAT number valid for its country',
    (_name, salon) => {
      const company = invoiceCompanySchema.safeParse({
        name: salon.salon_name,
        country: salon.country,
        registrationNumber: salon.business_registration,
        vatNumber: salon.vat_number,
        // Pay on invoice bills the company at its address (issue 31), prefilled from the record.
        street: salon.address.split(',')[0]?.trim(),
        postcode: salon.postcode,
        city: salon.city,
      });
      expect(company.error?.issues ?? []).toEqual([]);
    },
  );
});
