import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StyleQuizResult, StyleQuizState } from "@shared/schemas/planning-quiz";
import { api } from "@client/lib/api";

const QUIZ_KEY = ["planning-quiz"] as const;

/** The couple's saved result (couples only: call it with enabled false for anyone else). */
export function useSavedQuiz(enabled: boolean) {
  return useQuery({
    queryKey: QUIZ_KEY,
    queryFn: () => api<StyleQuizState>("GET", "/api/planning-quiz"),
    enabled,
  });
}

export function useSaveQuiz() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, string>) =>
      api<StyleQuizResult>("PUT", "/api/planning-quiz", { answers }),
    onSuccess: (result) => qc.setQueryData<StyleQuizState>(QUIZ_KEY, { result }),
  });
}
