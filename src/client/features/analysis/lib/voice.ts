/**
 * The browser's own speech: the interviewer speaks with speech synthesis; answers by speech recognition where
 * offered. Both in the reader's language (en-US or es-US), as the interviewer's words are.
 */
import { getLocale, INTL_LOCALE } from '@shared/locale';

const speechLanguage = () => INTL_LOCALE[getLocale()];

export function speak(text: string): void {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = speechLanguage();
  utterance.rate = 0.95;
  window.speechSynthesis.speak(utterance);
}

export function stopSpeaking(): void {
  if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
}

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((e: RecognitionResultEvent) => void) | null;
  onerror: (() => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionCtor = new () => Recognition;

function recognitionCtor(): RecognitionCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionCtor;
    webkitSpeechRecognition?: RecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export const canRecognizeSpeech = () => recognitionCtor() !== null;

/** Listens until stopped or silent; gives the words heard so far. Returns the stop function. */
export function listen(onText: (text: string) => void, onEnd: (failed: boolean) => void): () => void {
  const Ctor = recognitionCtor();
  if (!Ctor) {
    onEnd(true);
    return () => {};
  }
  const recognition = new Ctor();
  recognition.lang = speechLanguage();
  recognition.interimResults = true;
  recognition.continuous = true;
  let failed = false;
  recognition.onresult = (e) => {
    const parts: string[] = [];
    for (let i = 0; i < e.results.length; i++) parts.push(e.results[i]![0]!.transcript);
    onText(parts.join(' ').trim());
  };
  recognition.onerror = () => {
    failed = true;
  };
  recognition.onend = () => onEnd(failed);
  recognition.start();
  return () => recognition.stop();
}
