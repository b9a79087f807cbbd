/** What shows while a lazily loaded review form arrives. */
export function FormLoading() {
  return (
    <div className="flex justify-center py-8" role="status">
      <span
        className="size-8 animate-spin rounded-full border-[3px] border-blush border-t-rose"
        aria-hidden
      />
      <span className="sr-only">Loading the form…</span>
    </div>
  );
}
