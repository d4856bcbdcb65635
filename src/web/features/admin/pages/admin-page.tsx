import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as ACCOUNT_ERROR_CODE from '@/domain/admin-error-codes';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AccountPanel } from '../components/account/account-panel';
import { EnrolmentRequired } from '../components/account/enrolment-required';
import { SecondFactorDue } from '../components/account/second-factor-due';
import { useAdminRefusal } from '../components/account/use-admin-refusal';
import { ActivityPanel } from '../components/activity/activity-panel';
import { AdminFrame } from '../components/admin-frame';
import { AdminsPanel } from '../components/admins/admins-panel';
import { ADMIN_TABS, AdminTabs, adminTabOf, type AdminTab } from '../components/admin-tabs';
import { ApplicationsPanel } from '../components/applications/applications-panel';
import { DropsPanel } from '../components/drops/drops-panel';
import { OffersPanel } from '../components/offers/offers-panel';
import { OrdersPanel } from '../components/orders/orders-panel';
import { OutboxPanel } from '../components/outbox/outbox-panel';
import { PartnersPanel } from '../components/partners/partners-panel';
import { ProductsPanel } from '../components/products/products-panel';
import { SettingsPanel } from '../components/settings/settings-panel';
import { MessagesPanel } from '../components/support/messages-panel';
import { SuggestionsPanel } from '../components/support/suggestions-panel';

const PANELS: Record<AdminTab, () => React.JSX.Element> = {
  orders: OrdersPanel,
  applications: ApplicationsPanel,
  partners: PartnersPanel,
  products: ProductsPanel,
  offers: OffersPanel,
  drops: DropsPanel,
  suggestions: SuggestionsPanel,
  messages: MessagesPanel,
  outbox: OutboxPanel,
  settings: SettingsPanel,
  admins: AdminsPanel,
  activity: ActivityPanel,
  account: AccountPanel,
};

export function AdminPage() {
  const [params] = useSearchParams();
  const tab = adminTabOf(params.get('tab'));
  const label = ADMIN_TABS.find((item) => item.id === tab)?.label ?? 'Orders';
  useDocumentTitle(`${label} · Admin`);
  const Panel = PANELS[tab];
  // ADMIN_MFA=required and no authenticator app yet: every admin API refuses until one is set up.
  const enrolment = useAdminRefusal(ACCOUNT_ERROR_CODE.MFA_ENROLMENT_REQUIRED);
  // A password-only session of an account whose app this browser did not know of.
  const codeDue = useAdminRefusal(ACCOUNT_ERROR_CODE.MFA_REQUIRED);
  const [sessionRefreshed, setSessionRefreshed] = useState(false);
  const { forget: forgetCodeDue } = codeDue;
  const refreshed = useCallback(() => {
    setSessionRefreshed(true);
    forgetCodeDue();
  }, [forgetCodeDue]);
  if (codeDue.refused) {
    return (
      <AdminFrame title="Admin" lead="Your account signs in with an authenticator app.">
        <SecondFactorDue retry={!sessionRefreshed} onRefreshed={refreshed} />
      </AdminFrame>
    );
  }
  if (enrolment.refused) {
    return (
      <AdminFrame
        title="Admin"
        lead="Your account needs two-factor sign-in before the shop's admin opens."
      >
        <EnrolmentRequired onEnrolled={enrolment.forget} />
      </AdminFrame>
    );
  }
  return (
    <AdminFrame
      title="Admin"
      lead="Orders, salon applications, partner salons' commission, products, offers, weekly drops, shoppers' suggestions and messages, the mail outbox, the shop's settings, and the admins with what each of them changed."
    >
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-12">
        <div className="min-w-0 lg:sticky lg:top-28 lg:self-start">
          <AdminTabs current={tab} />
        </div>
        <section aria-labelledby="admin-section-title" className="min-w-0">
          <h2 id="admin-section-title" className="text-heading font-medium">
            {label}
          </h2>
          <div className="mt-6">
            <Panel />
          </div>
        </section>
      </div>
    </AdminFrame>
  );
}
