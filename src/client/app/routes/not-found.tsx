import { ButtonLink } from "@client/components/ui/button";

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="font-serif text-7xl text-blush" aria-hidden>
        404
      </p>
      <h1 className="mt-2 text-4xl text-ink">Page Not Found</h1>
      <p className="mt-4 text-lg text-muted">The page you are looking for does not exist.</p>
      <ButtonLink to="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </div>
  );
}
