import { describe, expect, it } from 'vitest';
import { SignInAddressError, signInAddress } from '@/web/lib/auth-client';

// Where supabase-js signs in, from the settings answer's `auth` and the page's origin (issue 28).

const anonKey = 'tress-embedded';

describe('signInAddress', () => {
  it("uses the page's own origin for the embedded auth outside production", () => {
    const setting = { url: 'http://localhost:3000', anonKey, embedded: 'any-origin' } as const;
    for (const page of [
      'http://127.0.0.1:3000',
      'http://192.168.1.20:3000',
      'http://localhost:5173',
    ])
      expect(signInAddress(setting, page)).toEqual({ url: page, anonKey });
  });

  it('uses SITE_URL for the embedded auth in production, when the page is there', () => {
    const setting = { url: 'https://shop.example', anonKey, embedded: 'site-url' } as const;
    expect(signInAddress(setting, 'https://shop.example')).toEqual({
      url: 'https://shop.example',
      anonKey,
    });
  });

  it('refuses, naming both addresses, when a production page is elsewhere', () => {
    const setting = { url: 'https://shop.example', anonKey, embedded: 'site-url' } as const;
    for (const page of [
      'https://www.shop.example',
      'http://shop.example',
      'http://10.0.0.5:3000',
    ]) {
      const refusal = (() => {
        try {
          signInAddress(setting, page);
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(SignInAddressError);
      expect(refusal).toMatchObject({ siteUrl: 'https://shop.example', pageOrigin: page });
    }
  });

  it("keeps a real Supabase project's URL wherever the page is", () => {
    const setting = { url: 'https://abc.supabase.co', anonKey: 'public-anon' };
    expect(signInAddress(setting, 'http://127.0.0.1:3000')).toEqual(setting);
  });
});
