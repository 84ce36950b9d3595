import type { Env } from '@server/env.js';
import type { ContentPort } from '@server/ports/content.js';
import { contentfulContent } from './contentful.js';
import { localContent } from './local.js';

/** Contentful when its space and token are set; otherwise the content shipped in content/. */
export function contentFromEnv(env: Env): ContentPort {
  if (!env.CONTENTFUL_SPACE_ID || !env.CONTENTFUL_ACCESS_TOKEN) return localContent();
  return contentfulContent({
    spaceId: env.CONTENTFUL_SPACE_ID,
    accessToken: env.CONTENTFUL_ACCESS_TOKEN,
    environment: env.CONTENTFUL_ENVIRONMENT,
    contentType: env.CONTENTFUL_CONTENT_TYPE,
    ...(env.CONTENTFUL_API_URL ? { baseUrl: env.CONTENTFUL_API_URL } : {}),
  });
}
