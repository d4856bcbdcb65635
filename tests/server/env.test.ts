import { describe, expect, it } from 'vitest';
import { loadEnv } from '@/server/env';

describe('the environment', () => {
  it('needs nothing: a fresh machine gets working defaults', () => {
    expect(loadEnv({})).toEqual({
      PORT: 3000,
      DATA_DIR: '.data',
      TRUST_PROXY: false,
      NODE_ENV: 'development',
      CLIENT_DIR: 'dist/client',
      LOG_LEVEL: 'info',
    });
  });

  it('reads every variable it knows', () => {
    const env = loadEnv({
      PORT: '8080',
      DATA_DIR: '/var/lib/tress',
      DATABASE_URL: 'postgresql://tress:pw@db.example.com:5432/tress',
      ADMIN_EMAIL: 'owner@tress.example',
      ADMIN_PASSWORD: 'long enough',
      FRIENDS_FAMILY_KEY: 'family-and-friends-2024',
      TRUST_PROXY: '1',
      NODE_ENV: 'production',
      CLIENT_DIR: 'build/web',
      LOG_LEVEL: 'debug',
    });

    expect(env).toEqual({
      PORT: 8080,
      DATA_DIR: '/var/lib/tress',
      DATABASE_URL: 'postgresql://tress:pw@db.example.com:5432/tress',
      ADMIN_EMAIL: 'owner@tress.example',
      ADMIN_PASSWORD: 'long enough',
      FRIENDS_FAMILY_KEY: 'family-and-friends-2024',
      TRUST_PROXY: true,
      NODE_ENV: 'production',
      CLIENT_DIR: 'build/web',
      LOG_LEVEL: 'debug',
    });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('reads TRUST_PROXY=%s as %s', (value, expected) => {
    expect(loadEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
  });

  it('refuses a friends-and-family key that is short or not URL-safe, without echoing it', () => {
    expect(() => loadEnv({ FRIENDS_FAMILY_KEY: 'short' })).toThrow(/FRIENDS_FAMILY_KEY/);
    expect(() => loadEnv({ FRIENDS_FAMILY_KEY: 'has spaces and & in it!' })).toThrow(
      /^(?!.*has spaces).*$/,
    );
  });

  it('treats empty values as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', PORT: ' ' });

    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('ignores variables that are not its own', () => {
    expect(loadEnv({ PATH: '/usr/bin', HOME: '/root' })).not.toHaveProperty('PATH');
  });

  it.each(['abc', '0', '70000', '80.5'])('rejects PORT=%s with a message naming PORT', (port) => {
    expect(() => loadEnv({ PORT: port })).toThrow(/^Invalid environment: PORT /);
  });

  it.each([
    ['TRUST_PROXY', 'yes'],
    ['NODE_ENV', 'prod'],
    ['LOG_LEVEL', 'verbose'],
    ['DATABASE_URL', 'mysql://db/tress'],
    ['ADMIN_EMAIL', 'not-an-email'],
  ])('rejects %s=%s with a message naming it', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`\\b${name} `));
  });

  it('names every bad variable at once, without echoing secrets', () => {
    let message = '';
    try {
      loadEnv({ PORT: 'x', ADMIN_PASSWORD: 'short', DATABASE_URL: 'http://user:hunter2@db' });
    } catch (error) {
      message = (error as Error).message;
    }

    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/ADMIN_PASSWORD/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).not.toMatch(/short|hunter2/);
  });
});
