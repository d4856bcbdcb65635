import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/web/components/ui/spinner';
import { configQuery } from '../../api/admin-config';
import { AdminErrorState } from '../admin-error-state';
import { BoxSizesForm } from './box-sizes-form';
import { CompanyDetailsForm } from './company-details-form';
import { DeliverySettingsForm } from './delivery-settings-form';
import { FriendsFamilyCard } from './friends-family-card';

export function SettingsPanel() {
  const query = useQuery(configQuery);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the settings" text="Loading the settings…" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <AdminErrorState
        error={query.error}
        what="the settings"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] xl:items-start">
      <div className="grid gap-6">
        <DeliverySettingsForm config={query.data} />
        <BoxSizesForm config={query.data} />
      </div>
      <div className="grid gap-6">
        <FriendsFamilyCard config={query.data} />
        <CompanyDetailsForm config={query.data} />
      </div>
    </div>
  );
}
