import { existsSync, readFileSync, statSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { videoFacts, videoSource } from '@shared/domain/learning';
import { mediaCatalogue } from '@shared/domain/media';
import { useDemoMedia } from '../demo-media';

beforeAll(() => {
  useDemoMedia();
});

/** The length a WebM says it has (the Duration element scripts/make-slide-videos.mjs writes), in seconds. */
function webmSeconds(file: string): number {
  const webm = readFileSync(file);
  const at = webm.indexOf(Buffer.from([0x44, 0x89, 0x88]));
  expect(at, `${file} has no duration`).toBeGreaterThan(0);
  return webm.readDoubleBE(at + 3) / 1000;
}

type Slides = Record<string, { color: string; slides: string[] }>;
const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

const sets = [
  { folder: 'learning', seconds: 3 },
  { folder: 'media', seconds: 4 },
] as const;

describe.each(sets)('the $folder slide videos in Spanish', ({ folder, seconds }) => {
  const out = `content/demo-media/${folder}`;
  const english = read<Slides>(`content/${folder}/videos.json`);
  const spanish = read<Slides>(`content/${folder}/videos.es.json`);

  it('has captions that say what the slides show, in each language', () => {
    const cues = (file: string) =>
      readFileSync(file, 'utf8')
        .split('\n\n')
        .filter((block) => block.includes('-->'))
        .map((block) => block.trim().split('\n').slice(1).join('\n'));
    const englishCaptions = folder === 'learning' ? '.vtt' : '.en.vtt';
    for (const [name, { slides }] of Object.entries(spanish)) {
      expect(cues(`${out}/${name}.es.vtt`), name).toEqual(slides);
      expect(cues(`${out}/${name}${englishCaptions}`), name).toEqual(english[name]!.slides);
    }
  });

  it('has every video with a Spanish slide list made in Spanish, found with its sizes', () => {
    expect(Object.keys(spanish).length).toBeGreaterThan(0);
    for (const [name, { slides }] of Object.entries(spanish)) {
      expect(slides.length, name).toBe(english[name]!.slides.length);
      const es = mediaCatalogue()[`${folder}/${name}`]?.es;
      expect(es, name).toBeDefined();
      expect(es!.bytes).toBe(statSync(`${out}/${name}.es.webm`).size);
      if (folder === 'learning') {
        expect(es!.lowBytes).toBe(statSync(`${out}/${name}.es.low.webm`).size);
        expect(es!.lowBytes!).toBeLessThan(es!.bytes);
        expect(statSync(`${out}/${name}.es.poster.webp`).size).toBeGreaterThan(500);
      }
      expect(existsSync(`${out}/${name}.es.vtt`), `${name} Spanish captions`).toBe(true);
    }
  });

  it('makes each Spanish video as long as the English one (same slides, same seconds each)', () => {
    for (const name of Object.keys(spanish)) {
      const length = english[name]!.slides.length * seconds;
      const renditions = folder === 'learning' ? ['', '.low', '.es', '.es.low'] : ['', '.es'];
      for (const r of renditions) expect(webmSeconds(`${out}/${name}${r}.webm`)).toBeCloseTo(length, 0);
      const video = mediaCatalogue()[`${folder}/${name}`]!;
      expect(video.en!.seconds, name).toBeCloseTo(webmSeconds(`${out}/${name}.webm`), 2);
      expect(video.es!.seconds, name).toBeCloseTo(webmSeconds(`${out}/${name}.es.webm`), 2);
    }
  });
});

describe('which file a reader gets', () => {
  it('gives a Spanish reader the Spanish class video, low rendition, poster and size', () => {
    for (const key of ['orientation', 'onboarding', 'pretrip_video_1', 'pretrip_video_2'] as const) {
      const source = videoSource(key, 'es')!;
      expect(source.src).toBe(`/learning/${key}.es.webm`);
      expect(source.low).toBe(`/learning/${key}.es.low.webm`);
      expect(source.poster).toBe(`/learning/${key}.es.poster.webp`);
      expect(source.captions).toEqual({ en: `/learning/${key}.vtt`, es: `/learning/${key}.es.vtt` });
      expect(source.lang).toBe('es');
      expect(videoFacts(key, false, 'es')!.bytes).toBe(statSync(`content/demo-media${source.src}`).size);
      expect(videoFacts(key, true, 'es')!.bytes).toBe(statSync(`content/demo-media${source.low}`).size);
      expect(videoFacts(key, false, 'es')!.seconds).toBeCloseTo(
        webmSeconds(`content/demo-media${source.src}`),
        2,
      );
    }
    expect(videoSource('interview_workshop', 'es')!.src).toBe(
      '/learning/interview_workshop.es.webm?quality=240p',
    );
  });

  it('leaves English readers, and videos not made in Spanish, on the English files', () => {
    expect(videoSource('orientation', 'en')!.src).toBe('/learning/orientation.webm');
    expect(videoSource('orientation', 'en')!.lang).toBe('en');
    expect(videoSource('airbrakes', 'es')!.src).toBe('/learning/airbrakes.webm?quality=240p');
    expect(videoSource('airbrakes', 'es')!.lang).toBe('en');
    expect(videoFacts('orientation', false, 'en')!.bytes).toBe(
      statSync('content/demo-media/learning/orientation.webm').size,
    );
  });
});
