/**
 * What a grey image shows at a glance: mean luminance, the share of clipped pixels, contrast (the standard
 * deviation of luminance), focus (the variance of the Laplacian) and the share of the Laplacian's energy in
 * the centre of the frame (where the detail sits).
 */
export function greyMeasures(data: Uint8Array, w: number, h: number) {
  const n = w * h;
  let sum = 0;
  let clipped = 0;
  for (let i = 0; i < n; i++) {
    const v = data[i]!;
    sum += v;
    if (v < 8 || v > 247) clipped++;
  }
  const brightness = n ? sum / n : 0;
  let sq = 0;
  for (let i = 0; i < n; i++) sq += (data[i]! - brightness) ** 2;

  let lapSum = 0;
  let lapSq = 0;
  let energy = 0;
  let centreEnergy = 0;
  let count = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const lap = 4 * data[i]! - data[i - 1]! - data[i + 1]! - data[i - w]! - data[i + w]!;
      lapSum += lap;
      lapSq += lap * lap;
      count++;
      const e = Math.abs(lap);
      energy += e;
      if (x >= w * 0.25 && x < w * 0.75 && y >= h * 0.15 && y < h * 0.85) centreEnergy += e;
    }
  }
  const mean = count ? lapSum / count : 0;
  return {
    brightness,
    clipped: n ? clipped / n : 0,
    contrast: n ? Math.sqrt(sq / n) : 0,
    sharpness: count ? lapSq / count - mean * mean : 0,
    centreDetail: energy > 0 ? centreEnergy / energy : 0,
  };
}
