// The Hono environment shared by the app and its middleware.
import type { HttpBindings } from '@hono/node-server';
import type { PricingTier } from '@/domain/pricing';

/**
 * Who is shopping, as far as prices go (product.md §3): set by shopper-access.ts from the
 * X-Tress-Access header. The friends-and-family salon id is null until the setting is set.
 */
export type ShopperAccess =
  | { tier: Extract<PricingTier, 'client'>; kind: 'client' }
  | { tier: Extract<PricingTier, 'business'>; kind: 'salon'; salonId: string }
  | { tier: Extract<PricingTier, 'business'>; kind: 'friends-family'; salonId: string | null };

/** The signed-in admin behind requireAdmin() (admin-guard.ts), e.g. for order_events.actor. */
export type AdminIdentity = {
  userId: string;
  email: string;
  /** When they last signed in or entered a code (seconds since the epoch): see reauthentication. */
  authenticatedAt: number;
  /** The token's assurance level. */
  aal: 'aal1' | 'aal2';
};

export type AppEnv = {
  // Absent under app.request() in tests, which has no socket.
  Bindings: Partial<HttpBindings>;
  Variables: {
    /** Who is asking: the address rate limits and logs use (see client-address.ts). */
    clientAddress: string;
    /** Set by requestIds (request-log.ts) from a valid X-Request-Id, or generated; echoed in the answer. */
    requestId: string;
    /** Only on routes that mount shopperAccess(); see shopper-access.ts. */
    access: ShopperAccess;
    /** The request's language (X-Tress-Language; the default without it): see language.ts. */
    language: string;
    /** Only behind requireAdmin(); see admin-guard.ts. */
    admin: AdminIdentity;
  };
};
