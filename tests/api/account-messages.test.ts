import { beforeAll, describe, expect, it } from 'vitest';
import { usePortal, ROOMY_LIMITS } from './harness.js';

/**
 * Spec 001 §5 "Account updates": PATCH /api/user answers each rule with the spec's own words, whatever
 * a hand-made request sends, and changes nothing.
 */
const portal = usePortal(ROOMY_LIMITS);
let training: string;

beforeAll(async () => {
  training = await portal.signIn('training@example.org');
});

const patch = (payload: unknown) =>
  portal.app.inject({
    method: 'PATCH',
    url: '/api/user',
    headers: { cookie: training },
    payload: payload as object,
  });

async function expectMessage(payload: unknown, message: string, field?: string) {
  const res = await patch(payload);
  expect(res.statusCode, JSON.stringify(payload)).toBe(400);
  expect(res.json().message, JSON.stringify(payload)).toBe(message);
  if (field) expect(res.json().field, JSON.stringify(payload)).toBe(field);
}

const code = '123456';

describe('PATCH /api/user, e-mail rules', () => {
  it.each([
    [{ email: '', code }, 'Email address is required', 'email'],
    [{ email: '   ', code }, 'Email address is required', 'email'],
    [{ email: null, code }, 'Email address is required', 'email'],
    [{ email: 'nope', code }, 'Must be a valid email address', 'email'],
    [{ email: 'a@b', code }, 'Must be a valid email address', 'email'],
    [{ email: 42, code }, 'Must be a valid email address', 'email'],
    [{ email: `${'a'.repeat(260)}@example.org`, code }, 'Must be a valid email address', 'email'],
    [{ email: 'Training@Example.org', code }, 'This is already your current email address', 'email'],
    [{ email: ' training@example.org ', code }, 'This is already your current email address', 'email'],
    [
      { email: 'jo.new@example.org', confirmEmail: '', code },
      'Please confirm your email address',
      'confirmEmail',
    ],
    [
      { email: 'jo.new@example.org', confirmEmail: 'jo.other@example.org', code },
      'Email addresses do not match',
      'confirmEmail',
    ],
  ])('%j → %s', async (body, message, field) => expectMessage(body, message, field));
});

describe('PATCH /api/user, phone rules', () => {
  it.each([
    [{ phone: '', code }, 'Phone number is required', 'phone'],
    [{ phone: null, code }, 'Phone number is required', 'phone'],
    [{ phone: '312555012', code }, 'Must be a valid 10 digit US phone number.', 'phone'],
    [{ phone: '31255501234', code }, 'Must be a valid 10 digit US phone number.', 'phone'],
    [{ phone: '312-555-01ab', code }, 'Must be a valid 10 digit US phone number.', 'phone'],
    [{ phone: 3125550199, code }, 'Must be a valid 10 digit US phone number.', 'phone'],
    [{ phone: '9'.repeat(60), code }, 'Must be a valid 10 digit US phone number.', 'phone'],
    [{ phone: '(312) 555-0103', code }, 'This is already your current phone number', 'phone'],
    [{ phone: '+1 312.555.0103', code }, 'This is already your current phone number', 'phone'],
    [{ phone: '312 555 0199', confirmPhone: '', code }, 'Please confirm your phone number', 'confirmPhone'],
    [
      { phone: '312 555 0199', confirmPhone: '312 555 0198', code },
      'Phone numbers do not match',
      'confirmPhone',
    ],
  ])('%j → %s', async (body, message, field) => expectMessage(body, message, field));
});

describe('PATCH /api/user, the code', () => {
  it('asks for the code when it is missing or malformed', async () => {
    await expectMessage({ phone: '312 555 0199' }, 'Enter the 6-digit code we sent you.', 'code');
    await expectMessage({ email: 'jo.new@example.org', code: '12' }, 'The code is 6 digits.', 'code');
  });

  it('a rule broken and a wrong code: the rule is what the student hears first', async () => {
    await expectMessage({ phone: '555', code: '000000' }, 'Must be a valid 10 digit US phone number.');
  });

  it('one change at a time: no contact, both, or a contact beside a status move', async () => {
    const one = 'Change your e-mail or your phone number, one at a time, with the code we sent you.';
    await expectMessage({}, one);
    await expectMessage({ code }, one);
    await expectMessage({ email: 'jo.new@example.org', phone: '312 555 0199', code }, one);
    await expectMessage({ status: '2_Training', email: 'jo.new@example.org' }, one);
  });

  it('the current number with a code never used to set it is "already current" (a repeat with its used code answers 200: account.test.ts)', async () => {
    const res = await patch({ phone: '312 555 0103', code: '654321' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This is already your current phone number');
  });

  it('changes nothing on a refused request', async () => {
    const session = await portal.app.inject({
      method: 'GET',
      url: '/api/user/session',
      headers: { cookie: training },
    });
    expect(session.json()).toMatchObject({ email: 'training@example.org', phone: '+13125550103' });
  });
});
