/** The page-loading spinner (spec: "a spinner labelled Loading..."). */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <span
        className="size-9 animate-spin rounded-full border-[3px] border-blush border-t-rose"
        aria-hidden
      />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
