import { describe, expect, it } from 'vitest';
import {
  asksBack,
  audioTypeOf,
  checkRecordingLength,
  clock,
  feedbackFacts,
  findFillers,
  givesReason,
  lengthVerdict,
  namesNumber,
  tipsFor,
} from '@shared/domain/speak.js';

describe('recording length (server check)', () => {
  it('keeps an answer between 2 seconds and 2 minutes whose size fits its length', () => {
    expect(checkRecordingLength({ seconds: 30, bytes: 120_000, measured: false })).toEqual({
      ok: true,
      seconds: 30,
    });
    expect(checkRecordingLength({ seconds: 1.5, bytes: 6000, measured: false })).toEqual({
      ok: false,
      problem: 'tooShort',
    });
    expect(checkRecordingLength({ seconds: 124, bytes: 500_000, measured: false })).toEqual({
      ok: false,
      problem: 'tooLong',
    });
    expect(checkRecordingLength({ seconds: Number.NaN, bytes: 500_000, measured: false }).ok).toBe(false);
  });

  it('allows the recorder a little slack past 2 minutes, and caps the kept length at 2 minutes', () => {
    expect(checkRecordingLength({ seconds: 121.4, bytes: 480_000, measured: false })).toEqual({
      ok: true,
      seconds: 120,
    });
  });

  it('refuses a claimed length that the file size cannot be', () => {
    // 3 KB cannot hold 110 seconds of speech; 4 MB is far too much for 10 seconds.
    expect(checkRecordingLength({ seconds: 110, bytes: 3000, measured: false })).toEqual({
      ok: false,
      problem: 'notPlausible',
    });
    expect(checkRecordingLength({ seconds: 10, bytes: 4_000_000, measured: false })).toEqual({
      ok: false,
      problem: 'notPlausible',
    });
    // A length measured from the file itself is not second-guessed.
    expect(checkRecordingLength({ seconds: 10, bytes: 4_000_000, measured: true }).ok).toBe(true);
  });
});

describe('audio types', () => {
  it('reads the base type of a recorder MIME type', () => {
    expect(audioTypeOf('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(audioTypeOf('audio/mp4')).toBe('audio/mp4');
    expect(audioTypeOf('audio/x-wav')).toBe('audio/wav');
    expect(audioTypeOf('image/png')).toBeNull();
  });
});

describe('filler words', () => {
  it('counts sounds and phrases that fill silence', () => {
    expect(findFillers('Um, I want, uh, you know, good pay. Umm.')).toEqual({
      count: 4,
      words: [
        ['um', 1],
        ['umm', 1],
        ['uh', 1],
        ['you know', 1],
      ],
    });
  });

  it('does not count words that only contain a filler, or "like" used as a verb', () => {
    expect(
      findFillers('I would like, please, fifty cents. I like driving. The umbrella was huh.').count,
    ).toBe(0);
    expect(findFillers('I am like, ready. Like, really ready.').words).toEqual([['like', 2]]);
  });

  it('counts Spanish fillers too, but not "este" meaning "this" or a filler inside a word', () => {
    expect(findFillers('Eh, quiero, este, cincuenta centavos. O sea, mmm, es lo justo.')).toEqual({
      count: 4,
      words: [
        ['eh', 1],
        ['mmm', 1],
        ['o sea', 1],
        ['este', 1],
      ],
    });
    expect(findFillers('Este trabajo me gusta. El tema es la emoción de manejar.').count).toBe(0);
  });
});

describe('the 3 parts of a pay answer', () => {
  it('hears a number in digits or in words with a pay unit', () => {
    expect(namesNumber('I want 55 cents a mile')).toBe(true);
    expect(namesNumber('fifty-five cents a mile')).toBe(true);
    expect(namesNumber('I have one goal')).toBe(false);
    expect(namesNumber('whatever you pay')).toBe(false);
    expect(namesNumber('cincuenta y cinco centavos la milla')).toBe(true);
    expect(namesNumber('tengo una meta')).toBe(false);
  });

  it('hears a reason', () => {
    expect(givesReason('because I am never late')).toBe(true);
    expect(givesReason("I've got my tanker endorsement")).toBe(true);
    expect(givesReason('fifty cents')).toBe(false);
    expect(givesReason('porque nunca llego tarde')).toBe(true);
    expect(givesReason('Tengo mi endoso de tanque')).toBe(true);
    expect(givesReason('cincuenta centavos')).toBe(false);
  });

  it('hears a question back, with or without a question mark', () => {
    expect(asksBack('What is the home time?')).toBe(true);
    expect(asksBack('fifty cents and how many miles a week do drivers get')).toBe(true);
    expect(asksBack('I want fifty cents.')).toBe(false);
    expect(asksBack('¿Cuántas millas a la semana')).toBe(true);
    expect(asksBack('cincuenta centavos y cuándo estoy en casa')).toBe(true);
    expect(asksBack('Quiero cincuenta centavos.')).toBe(false);
  });
});

describe('feedback facts and tips', () => {
  it('judges the length', () => {
    expect([lengthVerdict(8), lengthVerdict(15), lengthVerdict(60), lengthVerdict(61)]).toEqual([
      'short',
      'good',
      'good',
      'long',
    ]);
  });

  it('rests on typed words when there are some', () => {
    const facts = feedbackFacts({
      seconds: 30,
      words: { text: 'Um I want 60 cents a mile because I am safe. What is the home time?', source: 'typed' },
      selfCheck: { number: false, reason: false, questionBack: false },
    });
    expect(facts).toMatchObject({
      basis: 'typed',
      length: 'good',
      fillers: { count: 1 },
      wordsPerMinute: 32,
      points: { number: true, reason: true, questionBack: true },
    });
    expect(tipsFor(facts)).toEqual(['lengthGood', 'fillersFew', 'allPoints']);
  });

  it('without words, judges no fillers, takes the ticks as they are and asks for the words', () => {
    const facts = feedbackFacts({
      seconds: 70,
      words: { text: '   ', source: 'typed' },
      selfCheck: { number: true, reason: false, questionBack: false },
    });
    expect(facts).toMatchObject({ basis: 'selfCheck', fillers: null, wordsPerMinute: null });
    expect(tipsFor(facts)).toEqual(['lengthLong', 'addReason', 'addQuestion', 'typeWords']);
  });

  it('tells a fast talker with many fillers to slow down and pause', () => {
    const text = Array(100).fill('um').join(' ');
    const facts = feedbackFacts({ seconds: 20, words: { text, source: 'speech' }, selfCheck: null });
    expect(tipsFor(facts)).toEqual(expect.arrayContaining(['fillersMany', 'tooFast']));
  });

  it('does not judge speed on a few seconds', () => {
    const facts = feedbackFacts({
      seconds: 3,
      words: { text: 'I want sixty cents a mile please', source: 'typed' },
      selfCheck: null,
    });
    expect(facts.wordsPerMinute).toBe(140);
    const quick = feedbackFacts({
      seconds: 3,
      words: { text: 'I want sixty cents a mile please thank you so much', source: 'typed' },
      selfCheck: null,
    });
    expect(tipsFor(quick)).not.toContain('tooFast');
  });

  it('shows the timer as minutes and seconds', () => {
    expect([clock(0), clock(75.9), clock(120)]).toEqual(['0:00', '1:15', '2:00']);
  });
});
