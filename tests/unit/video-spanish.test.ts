import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isVideoKey, videoFacts, videoLessons, videoSource } from '@shared/domain/learning';
import { localizedVideoSrc, videoFiles, type VideoFiles } from '@shared/domain/slide-videos';

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
  const out = `src/client/public/${folder}`;
  const english = read<Slides>(`content/${folder}/videos.json`);
  const spanish = read<Slides>(`content/${folder}/videos.es.json`);
  const sizes = read<Record<string, VideoFiles>>(`content/${folder}/video-files.json`);

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

  it('has every video with a Spanish slide list made in Spanish, with its sizes recorded', () => {
    expect(Object.keys(spanish).length).toBeGreaterThan(0);
    for (const [name, { slides }] of Object.entries(spanish)) {
      expect(slides.length, name).toBe(english[name]!.slides.length);
      const es = videoFiles(folder, name)?.es;
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
      if (isVideoKey(name)) expect(videoLessons[name].seconds, name).toBe(length);
    }
  });

  it('records only Spanish files that exist', () => {
    for (const [name, files] of Object.entries(sizes)) {
      if (!files.es) continue;
      expect(existsSync(`${out}/${name}.es.webm`), name).toBe(true);
      if (files.es.lowBytes !== null) expect(existsSync(`${out}/${name}.es.low.webm`), name).toBe(true);
      expect(spanish[name], `${name} has Spanish files but no Spanish slides`).toBeDefined();
    }
  });
});

describe('which file a reader gets', () => {
  it('gives a Spanish reader the Spanish class video, low rendition, poster and size', () => {
    for (const key of ['orientation', 'onboarding', 'pretrip_video_1', 'pretrip_video_2'] as const) {
      const source = videoSource(key, 'es');
      expect(source.src).toBe(`/learning/${key}.es.webm`);
      expect(source.low).toBe(`/learning/${key}.es.low.webm`);
      expect(source.poster).toBe(`/learning/${key}.es.poster.webp`);
      expect(source.captions).toBe(`/learning/${key}.vtt`);
      expect(source.lang).toBe('es');
      expect(videoFacts(key, false, 'es').bytes).toBe(statSync(`src/client/public${source.src}`).size);
      expect(videoFacts(key, true, 'es').bytes).toBe(statSync(`src/client/public${source.low}`).size);
      expect(videoFacts(key, false, 'es').length).toBe(videoFacts(key, false, 'en').length);
    }
    expect(videoSource('interview_workshop', 'es').src).toBe(
      '/learning/interview_workshop.es.webm?quality=240p',
    );
  });

  it('leaves English readers, and videos not made in Spanish, on the English files', () => {
    expect(videoSource('orientation', 'en').src).toBe('/learning/orientation.webm');
    expect(videoSource('orientation', 'en').lang).toBe('en');
    expect(videoSource('airbrakes', 'es').src).toBe('/learning/airbrakes.webm?quality=240p');
    expect(videoSource('airbrakes', 'es').lang).toBe('en');
    expect(videoFacts('orientation', false, 'en').bytes).toBe(
      statSync('src/client/public/learning/orientation.webm').size,
    );
  });

  it('turns a content video address into the Spanish one only when that file exists', () => {
    expect(localizedVideoSrc('/media/wb-enrollment.webm', 'es')).toBe('/media/wb-enrollment.es.webm');
    expect(localizedVideoSrc('/media/wb-enrollment.webm', 'en')).toBe('/media/wb-enrollment.webm');
    expect(localizedVideoSrc('/learning/trophy.webm', 'es')).toBe('/learning/trophy.es.webm');
    expect(localizedVideoSrc('/learning/airbrakes.webm', 'es')).toBe('/learning/airbrakes.webm');
    expect(localizedVideoSrc('/learning/unknown.webm', 'es')).toBe('/learning/unknown.webm');
    expect(localizedVideoSrc('https://videos.example.org/a.webm', 'es')).toBe(
      'https://videos.example.org/a.webm',
    );
  });
});
