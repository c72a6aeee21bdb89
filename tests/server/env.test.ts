import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../src/server/env';

describe('environment validation', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.publicUrl).toBe('http://localhost:8080');
    expect(env.issuer).toBe('http://localhost:8080/auth');
    expect(env.embeddedIssuer).toBe(true);
    expect(env.audience).toBe('http://localhost:8080/api');
  });

  it('names every bad variable with its value', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', OIDC_ISSUER: 'not a url' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    expect(problems).toMatch(/PORT="eighty"/);
    expect(problems).toMatch(/DATABASE_URL="mysql:\/\/x".*postgres/);
    expect(problems).toMatch(/OIDC_ISSUER="not a url"/);
  });

  it('refuses a port out of range', () => {
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('switches to an external issuer without code changes', () => {
    const env = loadEnv({ OIDC_ISSUER: 'https://id.example.org/realms/hosts/', PUBLIC_URL: 'https://portal.example.org' });
    expect(env.embeddedIssuer).toBe(false);
    expect(env.issuer).toBe('https://id.example.org/realms/hosts');
    expect(env.audience).toBe('https://portal.example.org/api');
  });

  it('uses the offline gazetteer unless told otherwise', () => {
    expect(loadEnv({}).GEOCODER).toBe('gazetteer');
  });

  it('accepts a Nominatim geocoder with its address, and names what is wrong otherwise', () => {
    const env = loadEnv({ GEOCODER: 'nominatim', GEOCODER_URL: 'https://nominatim.example.org/' });
    expect(env.GEOCODER).toBe('nominatim');
    expect(env.GEOCODER_URL).toBe('https://nominatim.example.org/');
    expect(() => loadEnv({ GEOCODER: 'nominatim' })).toThrow(/GEOCODER_URL.*required when GEOCODER is nominatim/);
    expect(() => loadEnv({ GEOCODER: 'google' })).toThrow(/GEOCODER="google": must be gazetteer or nominatim/);
    expect(() => loadEnv({ GEOCODER: 'nominatim', GEOCODER_URL: 'nominatim' })).toThrow(/GEOCODER_URL="nominatim"/);
  });

  it('reads the iCal sync interval, the private-address switch and the job worker switch', () => {
    const defaults = loadEnv({});
    expect([defaults.ICAL_SYNC_MINUTES, defaults.ICAL_ALLOW_PRIVATE_URLS, defaults.JOBS]).toEqual([60, 'false', 'true']);
    const set = loadEnv({ ICAL_SYNC_MINUTES: '15', ICAL_ALLOW_PRIVATE_URLS: 'true', JOBS: 'false' });
    expect([set.ICAL_SYNC_MINUTES, set.ICAL_ALLOW_PRIVATE_URLS, set.JOBS]).toEqual([15, 'true', 'false']);
    expect(() => loadEnv({ ICAL_SYNC_MINUTES: '4' })).toThrow(/ICAL_SYNC_MINUTES=4: must be a whole number between 5 and 1440/);
    expect(() => loadEnv({ ICAL_SYNC_MINUTES: '1441' })).toThrow(/ICAL_SYNC_MINUTES/);
    expect(() => loadEnv({ ICAL_SYNC_MINUTES: '7.5' })).toThrow(/ICAL_SYNC_MINUTES/);
    expect(() => loadEnv({ ICAL_ALLOW_PRIVATE_URLS: 'yes' })).toThrow(/ICAL_ALLOW_PRIVATE_URLS="yes": must be true or false/);
    expect([defaults.ICAL_PARSE_TIMEOUT_SECONDS, loadEnv({ ICAL_PARSE_TIMEOUT_SECONDS: '3' }).ICAL_PARSE_TIMEOUT_SECONDS]).toEqual([10, 3]);
    expect(() => loadEnv({ ICAL_PARSE_TIMEOUT_SECONDS: '0' })).toThrow(/ICAL_PARSE_TIMEOUT_SECONDS=0: must be a whole number between 1 and 120/);
    expect([defaults.REGISTRATIONS_PER_ADDRESS_HOUR, loadEnv({ REGISTRATIONS_PER_ADDRESS_HOUR: '100' }).REGISTRATIONS_PER_ADDRESS_HOUR]).toEqual([10, 100]);
    expect(() => loadEnv({ REGISTRATIONS_PER_ADDRESS_HOUR: '0' })).toThrow(/REGISTRATIONS_PER_ADDRESS_HOUR=0: must be a whole number between 1 and 1000/);
    expect([defaults.DATABASE_POOL_MAX, loadEnv({ DATABASE_POOL_MAX: '3' }).DATABASE_POOL_MAX]).toEqual([10, 3]);
    expect(() => loadEnv({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX=0: must be a whole number between 1 and 200/);
    expect(() => loadEnv({ JOBS: 'off' })).toThrow(/JOBS="off"/);
  });

  it('serves the source maps only when SERVE_SOURCE_MAPS is true', () => {
    expect([loadEnv({}).SERVE_SOURCE_MAPS, loadEnv({ SERVE_SOURCE_MAPS: 'true' }).SERVE_SOURCE_MAPS]).toEqual(['false', 'true']);
    expect(() => loadEnv({ SERVE_SOURCE_MAPS: 'yes' })).toThrow(/SERVE_SOURCE_MAPS="yes": must be true or false/);
  });

  it('takes a map style URL, and names what is wrong with it', () => {
    expect(loadEnv({}).MAP_STYLE_URL).toBeUndefined();
    expect(loadEnv({ MAP_STYLE_URL: 'https://tiles.example.org/styles/streets.json' }).MAP_STYLE_URL).toBe('https://tiles.example.org/styles/streets.json');
    expect(() => loadEnv({ MAP_STYLE_URL: 'streets.json' })).toThrow(/MAP_STYLE_URL="streets.json": must be an absolute URL/);
    expect(() => loadEnv({ MAP_STYLE_URL: 'ftp://tiles.example.org/style.json' })).toThrow(/MAP_STYLE_URL=.*must be an http or https URL/);
  });

  it('takes an instance name for the x-instance header, and refuses one that is no token', () => {
    expect(loadEnv({}).INSTANCE_NAME).toBeUndefined();
    expect(loadEnv({ INSTANCE_NAME: 'portal-a' }).INSTANCE_NAME).toBe('portal-a');
    expect(() => loadEnv({ INSTANCE_NAME: 'portal a' })).toThrow(/INSTANCE_NAME="portal a": must be 1 to 32 letters/);
    expect(() => loadEnv({ INSTANCE_NAME: 'x'.repeat(33) })).toThrow(/INSTANCE_NAME=/);
  });
});

describe('e-mail settings', () => {
  it('without SMTP_URL mails stay in the embedded mailbox; MAIL_FROM has a default', () => {
    const env = loadEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe('Host portal <no-reply@host-portal.test>');
  });

  it('takes an smtp:// or smtps:// URL and a sender with or without a name', () => {
    expect(loadEnv({ SMTP_URL: 'smtp://user:secret@mail.example.com:587' }).SMTP_URL).toBe('smtp://user:secret@mail.example.com:587');
    expect(loadEnv({ SMTP_URL: 'smtps://mail.example.com' }).SMTP_URL).toBe('smtps://mail.example.com');
    expect(loadEnv({ MAIL_FROM: 'bookings@example.com' }).MAIL_FROM).toBe('bookings@example.com');
    expect(loadEnv({ MAIL_FROM: 'Ferienhaus Moser <bookings@example.com>' }).MAIL_FROM).toBe('Ferienhaus Moser <bookings@example.com>');
  });

  it('a bad SMTP_URL stops the start with a message that names it and hides its password', () => {
    for (const bad of ['http://mail.example.com', 'mail.example.com:25', 'smtp://']) {
      expect(() => loadEnv({ SMTP_URL: bad }), bad).toThrow(/SMTP_URL=.*smtp:\/\/ or smtps:\/\/|SMTP_URL=.*absolute URL/);
    }
    let message = '';
    try {
      loadEnv({ SMTP_URL: 'imap://user:hunter2@mail.example.com' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/SMTP_URL="imap:\/\/\*\*\*@mail.example.com"/);
    expect(message).not.toMatch(/hunter2/);
  });

  it('a bad MAIL_FROM stops the start', () => {
    for (const bad of ['nobody', 'Name <not an address>', 'a@b.c\r\nBcc: x@y.z']) {
      expect(() => loadEnv({ MAIL_FROM: bad }), bad).toThrow(/MAIL_FROM=/);
    }
  });

  it('METRICS_TOKEN: unset by default; a short one stops the start without being printed', () => {
    expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: 'a-long-enough-token' }).METRICS_TOKEN).toBe('a-long-enough-token');
    let message = '';
    try {
      loadEnv({ METRICS_TOKEN: 'short1' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/METRICS_TOKEN="\*\*\*": must be 16 to 256/);
    expect(message).not.toContain('short1');
  });
});
