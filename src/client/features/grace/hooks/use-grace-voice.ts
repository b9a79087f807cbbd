import { useCallback, useEffect, useRef, useState } from "react";
import { GRACE_MAX_AUDIO_BYTES } from "@shared/schemas/grace";
import { getGraceVoice, transcribeRecording } from "../api/grace-api";

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
  const w = window as unknown as {
    SpeechRecognition?: RecognitionCtor;
    webkitSpeechRecognition?: RecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

const canRecord = () =>
  typeof window.MediaRecorder === "function" && typeof navigator.mediaDevices?.getUserMedia === "function";

/** The longest recording sent for transcription: about a minute, under the server's byte limit. */
const MAX_RECORDING_MS = 60_000;

export type VoiceInput = "browser" | "server" | null;

/**
 * Grace's voice mode (spec section 4: voice mode on/off, recording on/off; section 8: a denied microphone
 * makes voice unavailable and is logged only). Speech to text in the browser where it exists; otherwise,
 * when the server has an audio endpoint, a MediaRecorder recording transcribed there. Replies are spoken
 * from the server's `audioUrl`, else by the browser's speechSynthesis.
 */
export function useGraceVoice(onText: (text: string) => void) {
  const [input, setInput] = useState<VoiceInput>(() => (recognitionCtor() ? "browser" : null));
  const [isVoiceMode, setVoiceMode] = useState(false);
  const [isRecording, setRecording] = useState(false);
  const [isTranscribing, setTranscribing] = useState(false);
  const [isDenied, setDenied] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const latest = useRef(onText);
  useEffect(() => {
    latest.current = onText;
  });

  // Without browser recognition, ask whether the server transcribes (only where recording works at all).
  useEffect(() => {
    if (input === "browser" || !canRecord()) return;
    let isLive = true;
    getGraceVoice()
      .then((v) => isLive && v.transcription && setInput("server"))
      .catch((err: unknown) => console.warn("Grace: voice settings unavailable", err));
    return () => {
      isLive = false;
    };
  }, [input]);

  useEffect(
    () => () => {
      recognition.current?.abort();
      if (recorder.current?.state === "recording") recorder.current.stop();
      audio.current?.pause();
      window.speechSynthesis?.cancel();
    },
    [],
  );

  const denied = useCallback((err: unknown) => {
    console.warn("Grace: microphone permission denied; voice unavailable", err);
    setDenied(true);
    setVoiceMode(false);
    setRecording(false);
  }, []);

  const startBrowser = useCallback(() => {
    const Ctor = recognitionCtor();
    if (!Ctor || recognition.current) return;
    const rec = new Ctor();
    rec.lang = "en-US";
    rec.continuous = false;
    rec.interimResults = false;
    rec.maxAlternatives = 1;
    rec.onresult = (e) => {
      const text = Array.from(e.results)
        .map((r) => r[0]?.transcript ?? "")
        .join(" ")
        .trim();
      if (text) latest.current(text);
    };
    rec.onerror = (e) => {
      if (e.error === "not-allowed" || e.error === "service-not-allowed") denied(e.error);
      else console.warn("Grace: speech recognition error", e.error);
    };
    rec.onend = () => {
      recognition.current = null;
      setRecording(false);
    };
    recognition.current = rec;
    setRecording(true);
    try {
      rec.start();
    } catch (err) {
      console.warn("Grace: speech recognition could not start", err);
      recognition.current = null;
      setRecording(false);
    }
  }, [denied]);

  const startServer = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      return denied(err);
    }
    const rec = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => chunks.push(e.data);
    const limit = window.setTimeout(() => rec.state === "recording" && rec.stop(), MAX_RECORDING_MS);
    rec.onstop = () => {
      window.clearTimeout(limit);
      stream.getTracks().forEach((t) => t.stop());
      recorder.current = null;
      setRecording(false);
      const blob = new Blob(chunks, { type: rec.mimeType || "audio/webm" });
      if (blob.size === 0 || blob.size > GRACE_MAX_AUDIO_BYTES) return;
      setTranscribing(true);
      void blobToBase64(blob)
        .then((audio) => transcribeRecording({ audio, contentType: blob.type.split(";")[0] || "audio/webm" }))
        .then(({ text }) => text.trim() && latest.current(text.trim()))
        .catch((err: unknown) => console.warn("Grace: transcription failed", err))
        .finally(() => setTranscribing(false));
    };
    recorder.current = rec;
    setRecording(true);
    rec.start();
  }, [denied]);

  const startRecording = useCallback(() => {
    if (isDenied || isRecording) return;
    if (input === "browser") startBrowser();
    else if (input === "server") void startServer();
  }, [input, isDenied, isRecording, startBrowser, startServer]);

  const stopRecording = useCallback(() => {
    recognition.current?.stop();
    if (recorder.current?.state === "recording") recorder.current.stop();
  }, []);

  /** Speaks a reply in voice mode: the server's audio when it made some, else the browser's voice. */
  const speak = useCallback((text: string, audioUrl: string | null | undefined) => {
    audio.current?.pause();
    window.speechSynthesis?.cancel();
    if (audioUrl) {
      const player = new Audio(audioUrl);
      audio.current = player;
      player.play().catch((err: unknown) => console.warn("Grace: the reply could not be played", err));
      return;
    }
    if (!("speechSynthesis" in window)) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = "en-US";
    window.speechSynthesis.speak(utterance);
  }, []);

  const toggleVoiceMode = useCallback(() => {
    setVoiceMode((on) => {
      if (on) {
        recognition.current?.abort();
        if (recorder.current?.state === "recording") recorder.current.stop();
        audio.current?.pause();
        window.speechSynthesis?.cancel();
      }
      return !on;
    });
  }, []);

  return {
    /** Voice is offered only where some speech input works and the microphone was not refused. */
    isSupported: input !== null && !isDenied,
    isVoiceMode,
    isRecording,
    isTranscribing,
    toggleVoiceMode,
    startRecording,
    stopRecording,
    speak,
  };
}

function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === "string" ? reader.result.replace(/^data:[^,]*,/, "") : "");
    reader.onerror = () => reject(reader.error ?? new Error("could not read the recording"));
    reader.readAsDataURL(blob);
  });
}
