import { execFileSync } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const base = process.env.BASE_URL ?? 'http://localhost:3300';
async function signIn(email) {
  const before = (await (await fetch(`${base}/api/dev/outbox`)).json()).filter((m) => m.to === email).length;
  await fetch(`${base}/api/sendgrid/sendToken`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ to: email }) });
  for (let i = 0; i < 100; i++) {
    const mine = (await (await fetch(`${base}/api/dev/outbox`)).json()).filter((m) => m.to === email);
    if (mine.length > before) {
      const token = /\b(\d{6})\b/.exec(mine[0].text)[1];
      const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, token }) });
      return res.headers.get('set-cookie').split(';')[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no code');
}
const path = process.argv[2]; const email = process.argv[3];
const cookie = email ? await signIn(email) : null;
const out = join(mkdtempSync(join(tmpdir(), 'lh-')), 'r.json');
const flags = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const args = ['lighthouse', base + path, `--chrome-flags=${flags} --user-data-dir=${mkdtempSync(join(tmpdir(), 'lhp-'))}`, '--output=json', `--output-path=${out}`, '--quiet', '--only-categories=performance'];
if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
execFileSync('npx', args, { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] });
const r = JSON.parse(readFileSync(out, 'utf8'));
const a = r.audits;
console.log('score', r.categories.performance.score, 'FCP', a['first-contentful-paint'].displayValue, 'LCP', a['largest-contentful-paint'].displayValue, 'TBT', a['total-blocking-time'].displayValue, 'SI', a['speed-index'].displayValue, 'CLS', a['cumulative-layout-shift'].displayValue);
const lb = a['lcp-breakdown-insight'] ?? a['largest-contentful-paint-element'];
console.log(JSON.stringify(lb?.details?.items?.map(i=>i.items ?? i).slice(0,3), null, 0).slice(0, 1500));
const reqs = a['network-requests'].details.items.map(i => `${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${Math.round(i.transferSize/1024*10)/10}KB ${i.url.replace(base,'')}`);
console.log(reqs.join('\n'));
console.log('bootup', JSON.stringify(a['bootup-time'].details.items.slice(0,5).map(i=>[i.url.replace(base,''), Math.round(i.total), Math.round(i.scripting)])));
console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown'].details.items.map(i=>[i.group, Math.round(i.duration)])));
