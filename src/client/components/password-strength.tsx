import { useEffect, useState } from "react";
import type { PasswordContext, PasswordVerdict } from "@shared/rules/password-strength";
import { checkPassword } from "@client/lib/password-rule";
import { cx } from "./ui/class-names";

const labels = ["Too weak", "Too weak", "Weak", "Strong", "Very strong"] as const;

/**
 * A password field's hint: the idle text until something is typed, then the rule's verdict — a strength
 * bar and, when refused, the reason the server would give.
 */
export function PasswordStrength({
  password,
  context,
  idle,
}: {
  password: string;
  context: PasswordContext;
  idle: string;
}) {
  const verdict = usePasswordVerdict(password, context);
  if (!password || !verdict) return <>{idle}</>;
  const ok = verdict.problem === null;
  return (
    <span className="flex flex-col gap-1" aria-live="polite">
      <span className="flex gap-1" aria-hidden>
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cx(
              "h-1 flex-1 rounded-full",
              verdict.score >= step ? (ok ? "bg-sage" : "bg-gold") : "bg-line",
            )}
          />
        ))}
      </span>
      <span>
        <span className="font-medium text-ink">{ok ? labels[verdict.score] : "Too weak"}.</span>{" "}
        {verdict.problem?.message}
      </span>
    </span>
  );
}

function usePasswordVerdict(password: string, context: PasswordContext): PasswordVerdict | null {
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const { email, name } = context;
  useEffect(() => {
    if (!password) return;
    let current = true;
    void checkPassword(password, { email, name }).then((v) => {
      if (current) setVerdict(v);
    });
    return () => {
      current = false;
    };
  }, [password, email, name]);
  return password ? verdict : null;
}
