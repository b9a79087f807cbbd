import { Check } from "lucide-react";

export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-8 flex flex-col gap-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-body leading-relaxed text-ink">
          <Check className="mt-1 size-4 shrink-0 text-sage" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}
