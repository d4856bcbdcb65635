import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { hairdresserQuery } from './api/get-hairdresser';
import { useShopper } from './shopper-context';

/** A salon's business details as pay on invoice asks for them (src/domain/orders.ts). */
export interface SalonCompany {
  name: string;
  /** Its address (issue 31): an invoice names the buyer's. */
  street: string;
  postcode: string;
  city: string;
  country: 'NL' | 'BE';
  registrationNumber: string;
  vatNumber: string;
}

/**
 * In a salon session, the salon's business details from its record (GET /api/hairdressers/{id},
 * already fetched when the link was checked or the session restored), to prefill an invoice
 * order's company; null for other shoppers and until the record is there.
 */
export function useSalonCompany(): SalonCompany | null {
  const { userType, salonId, linkStatus } = useShopper();
  const enabled = userType === 'salon' && salonId !== null && linkStatus !== 'checking';
  const { data } = useQuery({ ...hairdresserQuery(salonId ?? ''), enabled });
  const record = enabled ? data : undefined;
  // One object per record, so a form prefills from it once.
  return useMemo(
    () =>
      record
        ? {
            name: record.salon_name,
            street: record.street,
            postcode: record.postcode,
            city: record.city,
            country: record.country === 'BE' ? 'BE' : 'NL',
            registrationNumber: record.business_registration,
            vatNumber: record.vat_number ?? '',
          }
        : null,
    [record],
  );
}
