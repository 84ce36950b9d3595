import { beforeAll, describe, expect, it } from 'vitest';
import { usePortal } from './harness.js';

const portal = usePortal();
let student: string;
beforeAll(async () => {
  student = await portal.signIn('school@example.org');
});

describe('workforce content through the content port', () => {
  it('finds a page by title, with its rich blocks', async () => {
    const res = await portal.app.inject({
      url: '/api/contentful/entries?fields.title=one-stop-basics',
      headers: { cookie: student },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = res.json();
    expect(entry.path).toBe('/workforce/one-stop-basics');
    expect(entry.body[0]).toEqual({ type: 'heading', level: 1, text: 'Your One-Stop office' });
  });

  it("filters board pages by the student's board", async () => {
    const mine = await portal.app.inject({
      url: '/api/contentful/entries?fields.title=wb-chicago/welcome&fields.workforceBoardId=wb-chicago',
      headers: { cookie: student },
    });
    expect(mine.json()).toHaveLength(1);
    const other = await portal.app.inject({
      url: '/api/contentful/entries?fields.title=wb-chicago/welcome&fields.workforceBoardId=wb-elsewhere',
      headers: { cookie: student },
    });
    expect(other.json()).toHaveLength(0);
  });

  it("answers a missing entry with 404 and the spec's message", async () => {
    const res = await portal.app.inject({ url: '/api/contentful/entry/nope', headers: { cookie: student } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No content found for this page');
    const byId = await portal.app.inject({
      url: '/api/contentful/entry/wf-one-stop-basics',
      headers: { cookie: student },
    });
    expect(byId.json().title).toBe('one-stop-basics');
  });

  it('requires a title and a signed-in student', async () => {
    expect(
      (await portal.app.inject({ url: '/api/contentful/entries', headers: { cookie: student } })).statusCode,
    ).toBe(400);
    expect(
      (await portal.app.inject({ url: '/api/contentful/entries?fields.title=one-stop-basics' })).statusCode,
    ).toBe(401);
  });
});
