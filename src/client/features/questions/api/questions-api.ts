import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  QuestionNoteInput,
  QuestionNotes,
  Questionnaire,
  QuestionnaireCompare,
  QuestionnaireQuestion,
  QuestionnaireSummary,
  SendQuestionnaire,
  SmartQuestions,
} from "@shared/schemas/questions";
import { api, messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";

/** Smart questions and the venue questionnaire (issue #15). */
const KEY = ["questions"] as const;

export function useSmartQuestions(category: string) {
  return useQuery({
    queryKey: [...KEY, "smart", category],
    queryFn: ({ signal }) =>
      api<SmartQuestions>("GET", `/api/smart-questions?category=${encodeURIComponent(category)}`, undefined, {
        signal,
      }),
  });
}

export function useQuestionNotes(category: string, subject: string) {
  return useQuery({
    queryKey: [...KEY, "notes", category, subject.toLowerCase()],
    enabled: subject.trim() !== "",
    queryFn: ({ signal }) =>
      api<QuestionNotes>(
        "GET",
        `/api/smart-questions/notes?${new URLSearchParams({ category, subject: subject.trim() }).toString()}`,
        undefined,
        { signal },
      ),
  });
}

export function useSaveNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionNoteInput) => api<QuestionNotes>("PUT", "/api/smart-questions/notes", input),
    onSuccess: (notes, input) => {
      qc.setQueryData([...KEY, "notes", input.categorySlug, input.subject.trim().toLowerCase()], notes);
      void qc.invalidateQueries({ queryKey: [...KEY, "smart", input.categorySlug] });
    },
    onError: (err) => toast.error("Your note was not saved", { description: messageOf(err) }),
  });
}

export function useQuestionnaireTemplate() {
  return useQuery({
    queryKey: [...KEY, "template"],
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      api<{ questions: QuestionnaireQuestion[] }>("GET", "/api/venue-questionnaire/template", undefined, {
        signal,
      }),
  });
}

export function useMyQuestionnaires() {
  return useQuery({
    queryKey: [...KEY, "mine"],
    queryFn: ({ signal }) =>
      api<QuestionnaireSummary[]>("GET", "/api/venue-questionnaire", undefined, { signal }),
  });
}

export function useSendQuestionnaire() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SendQuestionnaire) =>
      api<Questionnaire>("POST", "/api/venue-questionnaire", input, { idempotent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

export function useQuestionnaire(id: string) {
  return useQuery({
    queryKey: [...KEY, "one", id],
    queryFn: ({ signal }) =>
      api<Questionnaire>("GET", `/api/venue-questionnaire/${id}`, undefined, { signal }),
    retry: false,
  });
}

export function useAnswerQuestionnaire(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, string | number | boolean | null>) =>
      api<Questionnaire>("PUT", `/api/venue-questionnaire/${id}/answers`, { answers }),
    onSuccess: (q) => qc.setQueryData([...KEY, "one", id], q),
  });
}

export function useQuestionnaireCompare(venueIds: string[]) {
  return useQuery({
    queryKey: [...KEY, "compare", venueIds.join(",")],
    enabled: venueIds.length > 0,
    queryFn: ({ signal }) =>
      api<QuestionnaireCompare>(
        "GET",
        `/api/venue-questionnaire/compare?venueIds=${venueIds.join(",")}`,
        undefined,
        { signal },
      ),
  });
}
