import { describe, expect, it } from 'vitest';
import {
  megabytes,
  needsShrinking,
  scaledSize,
  smallerOf,
  STORED_LONG_SIDE,
  uploadProgress,
} from '@shared/domain/photo-size';

describe('scaledSize', () => {
  it('scales a 12-megapixel landscape photo to the stored long side, keeping its shape', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 2400, height: 1800 });
  });
  it('scales a portrait photo by its height', () => {
    expect(scaledSize(3024, 4032)).toEqual({ width: 1800, height: 2400 });
  });
  it('never enlarges a photo that is already small enough', () => {
    expect(scaledSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(2400, 100)).toEqual({ width: 2400, height: 100 });
  });
  it('keeps a very thin photo at least one pixel wide', () => {
    expect(scaledSize(24000, 2)).toEqual({ width: 2400, height: 1 });
  });
  it('rounds to whole pixels', () => {
    expect(scaledSize(4001, 3001)).toEqual({ width: 2400, height: 1800 });
    expect(scaledSize(3000, 2001, 1000)).toEqual({ width: 1000, height: 667 });
  });
  it('answers 0×0 for a picture without size', () => {
    expect(scaledSize(0, 100)).toEqual({ width: 0, height: 0 });
    expect(scaledSize(Number.NaN, 100)).toEqual({ width: 0, height: 0 });
  });
  it('uses the same long side as the server', () => {
    expect(STORED_LONG_SIDE).toBe(2400);
    expect(needsShrinking(2401, 10)).toBe(true);
    expect(needsShrinking(2400, 2400)).toBe(false);
  });
});

describe('smallerOf', () => {
  const original = { size: 1000, name: 'original' };
  it('sends the shrunk file when it is smaller', () => {
    expect(smallerOf(original, { size: 400, name: 'shrunk' }).name).toBe('shrunk');
  });
  it('sends the original when shrinking saved nothing, failed or made an empty file', () => {
    expect(smallerOf(original, { size: 1000, name: 'shrunk' }).name).toBe('original');
    expect(smallerOf(original, { size: 1200, name: 'shrunk' }).name).toBe('original');
    expect(smallerOf(original, { size: 0, name: 'shrunk' }).name).toBe('original');
    expect(smallerOf(original, null).name).toBe('original');
  });
});

describe('upload progress', () => {
  it('shows a whole percent and megabytes with one decimal', () => {
    const total = 2.6 * 1024 * 1024;
    expect(uploadProgress(1.2 / 2.6, total)).toEqual({ percent: 46, sent: '1.2', total: '2.6' });
  });
  it('stays between 0 and 100 %', () => {
    expect(uploadProgress(-1, 1000).percent).toBe(0);
    expect(uploadProgress(1.5, 1000).percent).toBe(100);
    expect(uploadProgress(Number.NaN, 1000).percent).toBe(0);
  });
  it('never shows a small file as 0.0 MB', () => {
    expect(megabytes(30_000)).toBe('0.1');
    expect(megabytes(0)).toBe('0');
    expect(megabytes(10 * 1024 * 1024)).toBe('10.0');
  });
});
