import { describe, expect, it } from 'vitest';
import { takesPageHeaders } from '@server/plugins/security.js';

describe('which answers take the page headers (CSP and friends)', () => {
  it('pages and the scripts workers run', () => {
    expect(takesPageHeaders('/login', 'text/html; charset=utf-8')).toBe(true);
    expect(takesPageHeaders('/service-worker.js', 'application/javascript; charset=utf-8')).toBe(true);
    expect(takesPageHeaders('/assets/shrink-photo.worker-QzMSp5uU.js', 'text/javascript')).toBe(true);
  });
  it('not the module chunks the page runs, nor data', () => {
    expect(takesPageHeaders('/assets/StagePage-BbKUC-mt.js', 'application/javascript; charset=utf-8')).toBe(
      false,
    );
    expect(takesPageHeaders('/assets/StagePage-BbKUC-mt.js?v=1', 'text/javascript')).toBe(false);
    expect(takesPageHeaders('/api/user/session', 'application/json; charset=utf-8')).toBe(false);
    expect(takesPageHeaders('/assets/index-BujcbL0Y.css', 'text/css')).toBe(false);
  });
});
