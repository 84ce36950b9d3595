import type { ChatPort } from '@server/ports/chat.js';
import { callVendor, joinUrl, jsonOf, VendorError } from '../vendor-http.js';

export interface SlackConfig {
  /** A token allowed to set other members' profiles (users.profile:write, admin) and invite to channels. */
  token: string;
  /** The custom profile field that shows a member's latest milestone badge. */
  badgeFieldId: string;
  /** https://slack.com/api by default. */
  baseUrl?: string;
}

/** Milestone names as a person reads them on the profile. */
const BADGE_LABELS: Record<string, string> = {
  clearStatus: 'Cleared to start',
  classesCompleted: 'Classes completed',
  gotPermit: 'Got the permit',
  startedSchool: 'Started school',
  gotLicense: 'Got the CDL-A',
};

/**
 * Badges and channel invitations through the Slack Web API: `users.profile.set` writes the badge into a
 * custom profile field, `conversations.invite` adds a member to a channel. Slack answers HTTP 200 with
 * `{ok: false, error}` for refusals; "already_in_channel" counts as done, so a retry is harmless.
 */
export function slackChat(config: SlackConfig): ChatPort {
  const base = config.baseUrl ?? 'https://slack.com/api';
  async function call(method: string, body: object, accept: string[] = []) {
    const res = await callVendor('Slack', method, joinUrl(base, method), {
      method: 'POST',
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
    });
    if (res.status === 429 || !res.ok) throw new VendorError('Slack', method, res.status);
    const answer = await jsonOf<{ ok: boolean; error?: string }>('Slack', method, res);
    if (!answer.ok && !accept.includes(answer.error ?? '')) {
      throw new VendorError('Slack', method, res.status, answer.error ?? 'not ok');
    }
  }
  return {
    async badge({ slackId, milestone }) {
      await call('users.profile.set', {
        user: slackId,
        profile: {
          fields: { [config.badgeFieldId]: { value: BADGE_LABELS[milestone] ?? milestone, alt: '' } },
        },
      });
    },
    async addToChannel({ slackId, channel }) {
      await call('conversations.invite', { channel, users: slackId }, ['already_in_channel']);
    },
    async findMemberByEmail(email) {
      // A read method: form-encoded, not JSON.
      const url = joinUrl(base, 'users.lookupByEmail');
      url.searchParams.set('email', email);
      const res = await callVendor('Slack', 'users.lookupByEmail', url, {
        headers: { authorization: `Bearer ${config.token}` },
      });
      if (!res.ok) throw new VendorError('Slack', 'users.lookupByEmail', res.status);
      const answer = await jsonOf<{ ok: boolean; error?: string; user?: { id: string } }>(
        'Slack',
        'users.lookupByEmail',
        res,
      );
      if (answer.ok && answer.user) return answer.user.id;
      if (answer.error === 'users_not_found') return null;
      throw new VendorError('Slack', 'users.lookupByEmail', res.status, answer.error ?? 'not ok');
    },
    async setDisplayName({ slackId, displayName }) {
      await call('users.profile.set', { user: slackId, profile: { display_name: displayName } });
    },
    async sendMessage({ id, channel, text }) {
      // client_msg_id lets Slack drop a retried post.
      await call('chat.postMessage', { channel, text, client_msg_id: id });
    },
  };
}
