import { describe, expect, it } from 'vitest';
import { loadEnv } from '@server/env.js';
import { DEMO_PROGRAM_SETTINGS, officeHoursText } from '@shared/domain/program-settings.js';
import { PROGRAM_CONTACTS } from '../program-contacts.js';

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  FILE_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
  ...PROGRAM_CONTACTS,
};

describe('demo mode and the public address', () => {
  it('refuses to start in demo mode on an https PUBLIC_URL, naming the variable', () => {
    expect(() =>
      loadEnv({ ...production, PORTAL_DEMO: '1', PUBLIC_URL: 'https://portal.example.org' }),
    ).toThrow(/PORTAL_DEMO: demo mode shows every sign-in code/);
    // Outside production demo mode is on by default, so an https address needs PORTAL_DEMO=0 there too.
    expect(() => loadEnv({ PUBLIC_URL: 'https://portal.example.org' })).toThrow(/Set PORTAL_DEMO=0/);
  });

  it('starts demo mode on http and an https production without demo', () => {
    expect(loadEnv({ PORTAL_DEMO: '1', PUBLIC_URL: 'http://localhost:3000' }).demo).toBe(true);
    expect(loadEnv({ ...production, PUBLIC_URL: 'https://portal.example.org' }).demo).toBe(false);
    expect(loadEnv({ PORTAL_DEMO: '0', PUBLIC_URL: 'https://portal.example.org' }).demo).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless set, in production too', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv(production).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ]);
  });

  it('refuses anything else with a message naming the variable', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a hop count/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

describe('the sender address', () => {
  it('refuses the demo sender on a .example domain in production, naming MAIL_FROM', () => {
    const { MAIL_FROM: _from, ...noSender } = production;
    expect(() => loadEnv(noSender)).toThrow(
      /MAIL_FROM: no-reply@freeway\.example is on a reserved \.example domain/,
    );
    expect(() => loadEnv({ ...noSender, MAIL_FROM: 'help@program.example' })).toThrow(/MAIL_FROM/);
    expect(loadEnv(production).MAIL_FROM).toBe(PROGRAM_CONTACTS.MAIL_FROM);
    // The demo keeps its own sender.
    expect(() => loadEnv({ ...noSender, PORTAL_DEMO: '1' })).not.toThrow();
  });
});

describe('program settings', () => {
  const { SUPPORT_PHONE: _phone, HELP_CENTER_URL: _help, PRIVACY_EMAIL: _privacy, ...rest } = production;

  it('refuses to start in production without them, naming every missing setting', () => {
    const bare = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      FILE_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      MAIL_FROM: PROGRAM_CONTACTS.MAIL_FROM,
    };
    let message = '';
    try {
      loadEnv(bare);
    } catch (err) {
      message = (err as Error).message;
    }
    for (const name of [
      'SUPPORT_PHONE',
      'HELP_CENTER_URL',
      'STUDY_TIPS_URL',
      'PRIVACY_EMAIL',
      'OFFICE_HOURS',
      'PROGRAM_TIME_ZONE',
    ])
      expect(message).toContain(name);
    expect(message).toMatch(/required in production/);
    // Only the missing ones are named.
    expect(() => loadEnv(rest)).toThrow(
      /SUPPORT_PHONE, HELP_CENTER_URL, PRIVACY_EMAIL: required in production/,
    );
  });

  it('refuses the demo program’s fictional contacts in production, naming each setting', () => {
    const demo = {
      ...production,
      SUPPORT_PHONE: '(312) 555-0100',
      SUPPORT_TEXT_NUMBER: '+1 312 555 0199',
      HELP_CENTER_URL: 'https://help.freeway.example/',
      STUDY_TIPS_URL: 'https://tips.example/',
      PRIVACY_EMAIL: 'support@freeway.example',
    };
    let message = '';
    try {
      loadEnv(demo);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/SUPPORT_PHONE: \+13125550100 is a fictional 555-01xx number/);
    expect(message).toMatch(/SUPPORT_TEXT_NUMBER: \+13125550199 is a fictional/);
    expect(message).toMatch(/HELP_CENTER_URL: .* reserved \.example domain/);
    expect(message).toMatch(/STUDY_TIPS_URL: .* reserved \.example domain/);
    expect(message).toMatch(/PRIVACY_EMAIL: support@freeway\.example is on a reserved \.example domain/);
  });

  it('refuses malformed values anywhere, naming the setting', () => {
    expect(() => loadEnv({ SUPPORT_PHONE: '12345' })).toThrow(
      /SUPPORT_PHONE: SUPPORT_PHONE must be a 10-digit/,
    );
    expect(() => loadEnv({ HELP_CENTER_URL: 'http://help.roadahead.org' })).toThrow(/HELP_CENTER_URL/);
    expect(() => loadEnv({ PRIVACY_EMAIL: 'nobody' })).toThrow(/PRIVACY_EMAIL/);
    expect(() => loadEnv({ OFFICE_HOURS: '9 to 5' })).toThrow(/OFFICE_HOURS must read like/);
    expect(() => loadEnv({ PROGRAM_TIME_ZONE: 'Mars/Olympus' })).toThrow(/PROGRAM_TIME_ZONE/);
  });

  it('starts production with the program’s own settings, the text number defaulting to the phone', () => {
    const env = loadEnv(production);
    expect(env.program).toEqual({
      supportPhone: '+12175552368',
      textNumber: '+12175552369',
      helpCenterUrl: 'https://help.roadahead.org/',
      studyTipsUrl: 'https://help.roadahead.org/study',
      privacyEmail: 'privacy@roadahead.org',
      officeHours: 'Mon-Sat 08:30-17:00',
      timeZone: 'America/New_York',
    });
    const { SUPPORT_TEXT_NUMBER: _text, ...oneLine } = production;
    expect(loadEnv(oneLine).program.textNumber).toBe('+12175552368');
    expect(officeHoursText(env.program, 'en')).toBe('Mon–Sat 8:30 AM–5:00 PM Eastern Time');
  });

  it('uses the demo program only in demo mode or outside production', () => {
    expect(loadEnv({}).program).toEqual(DEMO_PROGRAM_SETTINGS);
    expect(
      loadEnv({
        PORTAL_DEMO: '1',
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        FILE_ENCRYPTION_KEY: production.FILE_ENCRYPTION_KEY,
      }).program,
    ).toEqual(DEMO_PROGRAM_SETTINGS);
    // What is set wins over the demo's, in demo mode too.
    expect(loadEnv({ SUPPORT_PHONE: '2175552368' }).program.supportPhone).toBe('+12175552368');
  });
});
