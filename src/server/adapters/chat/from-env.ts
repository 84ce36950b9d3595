import type { Db } from '@server/db/client.js';
import type { Env } from '@server/env.js';
import type { ChatPort } from '@server/ports/chat.js';
import { localChat } from './local.js';
import { slackChat } from './slack.js';

/** Slack when its token and badge field are set; otherwise chat calls are recorded in the database. */
export function chatFromEnv(env: Env, db: Db): ChatPort {
  if (!env.SLACK_TOKEN || !env.SLACK_BADGE_FIELD_ID) return localChat(db);
  return slackChat({
    token: env.SLACK_TOKEN,
    badgeFieldId: env.SLACK_BADGE_FIELD_ID,
    ...(env.SLACK_API_URL ? { baseUrl: env.SLACK_API_URL } : {}),
  });
}
