import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, ExternalLink, Globe, Lock } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { websitePasswordSchema, type WeddingWebsite } from "@shared/schemas/wedding-websites";
import { Button, buttonClass } from "@client/components/ui/button";
import { TextField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { useAppForm } from "@client/lib/use-app-form";
import { usePublishWebsite, useWebsitePassword } from "../api/wedding-website-api";

const passwordForm = z.object({ password: websitePasswordSchema.shape.password.unwrap() });
type PasswordForm = z.infer<typeof passwordForm>;

function PasswordEditor({ site, onSaved }: { site: WeddingWebsite; onSaved: () => void }) {
  const setPassword = useWebsitePassword();
  const [isEditing, setIsEditing] = useState(false);
  const form = useAppForm<PasswordForm>({
    resolver: zodResolver(passwordForm),
    defaultValues: { password: "" },
  });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await setPassword.mutateAsync(password);
      form.reset({ password: "" });
      setIsEditing(false);
      toast.success("Password saved", { description: "Guests type it once on each device." });
      onSaved();
    } catch (err) {
      showFormError(form, err, "The password was not saved");
    }
  });
  const turnOff = () =>
    setPassword.mutate(null, {
      onSuccess: () => {
        toast.success("Password removed");
        onSaved();
      },
      onError: (err) => toast.error("The password was not removed", { description: messageOf(err) }),
    });

  if (site.hasPassword && !isEditing)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex items-center gap-2 text-body text-ink">
          <Lock className="size-4 text-sage" aria-hidden />
          Guests need a password to see your website.
        </p>
        <Button variant="ghost" size="sm" onClick={() => setIsEditing(true)}>
          Change password
        </Button>
        <Button variant="ghost" size="sm" onClick={turnOff} isLoading={setPassword.isPending}>
          Remove password
        </Button>
      </div>
    );
  if (!site.hasPassword && !isEditing)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-body text-muted">No password: anyone with the link can see it once published.</p>
        <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
          Add a password
        </Button>
      </div>
    );
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        label="Visitors' password"
        type="text"
        autoComplete="off"
        hint="Print it on your invitations. At least 4 characters."
        className="min-w-56 flex-1"
        error={form.formState.errors.password?.message}
        {...form.register("password")}
      />
      <div className="flex gap-2 pb-0.5">
        <Button type="submit" size="sm" isLoading={form.formState.isSubmitting}>
          Save password
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setIsEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Private or published, the public address with copy and open, and the optional password. */
export function PublishPanel({ site, onChanged }: { site: WeddingWebsite; onChanged: () => void }) {
  const publish = usePublishWebsite();
  const isPublished = site.publishedAt !== null;
  const url = `${window.location.origin}${site.path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied");
    } catch {
      toast.info("Copy this link", { description: url });
    }
  };
  const toggle = () => publish.mutate(!isPublished, { onSuccess: onChanged });
  return (
    <section aria-label="Publishing" className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p
            className="flex items-center gap-2 text-lead font-semibold text-ink"
            data-testid="website-status"
          >
            {isPublished ? (
              <Globe className="size-5 text-sage" aria-hidden />
            ) : (
              <Lock className="size-5 text-muted" aria-hidden />
            )}
            {isPublished ? `Published at ${site.path}` : "Private — only you can see it"}
          </p>
          <p className="mt-1 text-small text-muted">
            {isPublished
              ? site.hasPassword
                ? "Guests with the link and the password can see it."
                : "Anyone with the link can see it."
              : "Nothing is public until you publish. Preview it on the right as you go."}
          </p>
        </div>
        <Button
          variant={isPublished ? "secondary" : "primary"}
          onClick={toggle}
          isLoading={publish.isPending}
        >
          {isPublished ? "Unpublish" : "Publish website"}
        </Button>
      </div>
      {isPublished ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            <Copy className="size-4" aria-hidden />
            Copy link
          </Button>
          <a href={site.path} target="_blank" rel="noreferrer" className={buttonClass("ghost", "sm")}>
            <ExternalLink className="size-4" aria-hidden />
            Open website
          </a>
        </div>
      ) : null}
      <div className="mt-5 border-t border-line pt-4">
        <PasswordEditor site={site} onSaved={onChanged} />
      </div>
    </section>
  );
}
