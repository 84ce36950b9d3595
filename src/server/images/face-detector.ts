import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Tf from '@tensorflow/tfjs';
import type * as FaceApi from '@vladmandic/face-api/dist/face-api.node-wasm.js';

const require = createRequire(import.meta.url);

/** A face as the detector sees it: its box as shares (0–1) of the image, and how sure the detector is. */
export interface FoundFace {
  confidence: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The tiny face detector at 416 pixels, keeping faces it is at least half sure of. On this project's test
 * photos it finds the one face at 0.98 and nothing in patterns, flat colour or landscapes (decision 045).
 */
const DETECTOR_OPTIONS = { inputSize: 416, scoreThreshold: 0.5 } as const;

let loading: Promise<typeof FaceApi> | null = null;

/**
 * face-api on TensorFlow.js's WebAssembly backend, with the tiny face detector's weights read from the
 * package's own `model` folder: nothing is downloaded. Loaded once per worker thread, on its first photo.
 */
function detector(): Promise<typeof FaceApi> {
  loading ??= (async () => {
    // face-api's Node entry without native bindings: it registers the WebAssembly backend on the same
    // TensorFlow.js module that require gives us here.
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as typeof FaceApi;
    const tf = require('@tensorflow/tfjs') as typeof Tf;
    if (!(await tf.setBackend('wasm'))) throw new Error('the WebAssembly backend did not start');
    await tf.ready();
    const models = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
    const [manifest, bin] = await Promise.all([
      readFile(join(models, 'tiny_face_detector_model-weights_manifest.json'), 'utf8'),
      readFile(join(models, 'tiny_face_detector_model.bin')),
    ]);
    const specs = (
      JSON.parse(manifest) as { weights: Parameters<typeof faceapi.tf.io.decodeWeights>[1] }[]
    )[0]!.weights;
    const weights = bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength) as ArrayBuffer;
    faceapi.nets.tinyFaceDetector.loadFromWeightMap(faceapi.tf.io.decodeWeights(weights, specs));
    return faceapi;
  })().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/**
 * Finds the faces in an upright RGB image (3 bytes a pixel, rows top to bottom). Runs on the thread that
 * calls it, which must be a worker of the upload work pool: one detection takes a few hundred milliseconds.
 */
export async function findFaces(rgb: Uint8Array, width: number, height: number): Promise<FoundFace[]> {
  const faceapi = await detector();
  const input = faceapi.tf.tensor3d(rgb, [height, width, 3], 'int32');
  try {
    const found = await faceapi.detectAllFaces(input, new faceapi.TinyFaceDetectorOptions(DETECTOR_OPTIONS));
    return found.map(({ score, relativeBox: box }) => ({
      confidence: score,
      x: Math.max(0, box.x),
      y: Math.max(0, box.y),
      width: Math.min(box.width, 1 - Math.max(0, box.x)),
      height: Math.min(box.height, 1 - Math.max(0, box.y)),
    }));
  } finally {
    input.dispose();
  }
}
