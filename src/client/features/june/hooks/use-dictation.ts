import { useCallback, useEffect, useRef, useState } from "react";

/** The parts of the Web Speech API used here (not in TypeScript's DOM lib). */
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  start: () => void;
  stop: () => void;
  abort: () => void;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
};
type RecognitionCtor = new () => Recognition;

function recognitionCtor(): RecognitionCtor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionCtor;
    webkitSpeechRecognition?: RecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * Voice dictation where the browser has it (spec section 5: single utterance, US English). A denied
 * microphone is logged only and turns the button off (spec section 8).
 */
export function useDictation(onText: (text: string) => void) {
  const [isSupported] = useState(() => recognitionCtor() !== null);
  const [isListening, setListening] = useState(false);
  const [isDenied, setDenied] = useState(false);
  const ref = useRef<Recognition | null>(null);
  const latest = useRef(onText);
  useEffect(() => {
    latest.current = onText;
  });
  useEffect(() => () => ref.current?.abort(), []);

  const start = useCallback(() => {
    const Ctor = recognitionCtor();
    if (!Ctor || ref.current) return;
    const rec = new Ctor();
    rec.lang = "en-US";
    rec.continuous = false;
    rec.interimResults = false;
    rec.maxAlternatives = 1;
    rec.onresult = (e) => {
      const transcript = Array.from(e.results)
        .map((r) => r[0]?.transcript ?? "")
        .join(" ")
        .trim();
      if (transcript) latest.current(transcript);
    };
    rec.onerror = (e) => {
      if (e.error === "not-allowed" || e.error === "service-not-allowed") {
        console.warn("June: microphone permission denied", e.error);
        setDenied(true);
      } else console.warn("June: dictation error", e.error);
    };
    rec.onend = () => {
      ref.current = null;
      setListening(false);
    };
    ref.current = rec;
    setListening(true);
    try {
      rec.start();
    } catch (err) {
      console.warn("June: dictation could not start", err);
      ref.current = null;
      setListening(false);
    }
  }, []);

  const stop = useCallback(() => ref.current?.stop(), []);

  return { isSupported, isListening, isDenied, start, stop };
}
