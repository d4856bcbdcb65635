import { describe, expect, it } from 'vitest';
import { SALON_SESSION_LIFETIME_MS, type SalonSession } from '@/domain/salon-session';
import {
  accessHeaderOfState,
  initialShopperState,
  salonIdOfState,
  shopperReducer,
  userTypeOfState,
} from '@/web/features/shopper/shopper-state';

const NOW = 1_750_000_000_000;
const SALON: SalonSession = { salonId: 's1', accessType: 'salon', validatedAt: NOW, key: 'k1' };

describe('shopper state', () => {
  it('a link being checked already counts, and its access is sent so the server can decide', () => {
    const state = initialShopperState(null, '?salonId=s2&key=k2', NOW);
    expect(state.linkStatus).toBe('checking');
    expect(userTypeOfState(state)).toBe('salon');
    expect(salonIdOfState(state)).toBe('s2');
    expect(accessHeaderOfState(state)).toBe('salon:s2:k2');
  });

  it('a different salon link replaces a stored session once validated', () => {
    const state = initialShopperState(SALON, '?salonId=s2&key=k2', NOW);
    expect(state.linkStatus).toBe('checking');
    const next = shopperReducer(state, {
      type: 'link-validated',
      session: { ...SALON, salonId: 's2', key: 'k2' },
    });
    expect(accessHeaderOfState(next)).toBe('salon:s2:k2');
  });

  it('a rejected link falls back to client, not to the old link', () => {
    const state = shopperReducer(initialShopperState(null, '?salonId=nope', NOW), {
      type: 'link-rejected',
    });
    expect(userTypeOfState(state)).toBe('client');
    expect(accessHeaderOfState(state)).toBeNull();
    expect(state.notice).toBe('invalid-salon-link');
  });

  it('an expired session is ignored at start', () => {
    const state = initialShopperState(
      { ...SALON, validatedAt: NOW - SALON_SESSION_LIFETIME_MS },
      '',
      NOW,
    );
    expect(state.session).toBeNull();
    expect(userTypeOfState(state)).toBe('client');
  });

  it('a URL without access parameters keeps the session', () => {
    const state = initialShopperState(SALON, '', NOW);
    expect(shopperReducer(state, { type: 'link-opened', link: { kind: 'none' }, now: NOW })).toBe(
      state,
    );
  });

  it('session end says so and clears everything', () => {
    const state = shopperReducer(initialShopperState(SALON, '?salonId=s1&key=k1', NOW), {
      type: 'session-ended',
    });
    expect(state).toMatchObject({ session: null, notice: 'session-ended', selectedSalon: null });
    expect(userTypeOfState(state)).toBe('client');
  });

  it('a refused session (its key was rotated) ends with its own notice and client prices', () => {
    const state = initialShopperState(SALON, '', NOW);
    const next = shopperReducer(state, { type: 'access-refused', header: 'salon:s1:k1' });
    expect(next).toMatchObject({ session: null, notice: 'access-revoked', selectedSalon: null });
    expect(userTypeOfState(next)).toBe('client');
    expect(accessHeaderOfState(next)).toBeNull();
  });

  it('a refusal of other access than the current one changes nothing', () => {
    const state = initialShopperState(SALON, '', NOW);
    expect(shopperReducer(state, { type: 'access-refused', header: 'salon:s1:old-key' })).toBe(
      state,
    );
  });

  it('a link being checked is answered by its check, not by a refusal', () => {
    const state = initialShopperState(null, '?salonId=s2&key=k2', NOW);
    expect(shopperReducer(state, { type: 'access-refused', header: 'salon:s2:k2' })).toBe(state);
  });
});
