const numbers = [
  { value: "600+", label: "couples have planned with us" },
  { value: "18 hrs", label: "saved on average per couple" },
  { value: "15 min", label: "average time to set up" },
  { value: "4", label: "cities across Ohio and Tennessee" },
] as const;

/** The figures the landing page also uses, shown as a quiet strip. */
export function AboutNumbers() {
  return (
    <dl className="my-14 grid grid-cols-2 gap-x-6 gap-y-8 border-y border-line py-10 sm:grid-cols-4">
      {numbers.map((n) => (
        <div key={n.label} className="flex flex-col-reverse justify-end gap-1">
          <dt className="text-sm leading-snug text-muted">{n.label}</dt>
          <dd className="font-serif text-4xl text-rose-dark lining-nums">{n.value}</dd>
        </div>
      ))}
    </dl>
  );
}
