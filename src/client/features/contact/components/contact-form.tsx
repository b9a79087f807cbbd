import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useAppForm } from "@client/lib/use-app-form";
import type { z } from "zod";
import { contactMessageSchema, contactTopics, type ContactMessage } from "@shared/schemas/contact";
import { Button } from "@client/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { useSession } from "@client/lib/session";
import { toast } from "@client/lib/toast";
import { sendContactMessage } from "../api/send-contact-message";
import { topicFromParam } from "../utils/topic-param";
import { ContactThankYou } from "./contact-thank-you";

type ContactInput = z.input<typeof contactMessageSchema>;

/**
 * The contact form. Validation comes from the same zod schema the server parses with; on failure the
 * server's field errors go on their inputs (anything else to a toast) and the fields keep what was typed.
 */
export function ContactForm({ topicParam }: { topicParam?: string | null }) {
  const { user } = useSession();
  const [sentTo, setSentTo] = useState<ContactMessage | null>(null);
  const form = useAppForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: "", email: "", topic: topicFromParam(topicParam ?? null), message: "" },
  });
  const { register, handleSubmit, formState, getValues, setValue, reset } = form;
  const { errors } = formState;

  // Signed-in people should not have to type who they are; fill only fields still empty.
  useEffect(() => {
    if (!user) return;
    if (!getValues("name")) setValue("name", user.name);
    if (!getValues("email")) setValue("email", user.email);
  }, [user, getValues, setValue]);

  // The form shows its own errors: fields on their inputs, anything else in a toast.
  const mutation = useMutation({ mutationFn: sendContactMessage, meta: { errorToast: false } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success("Message sent", { description: "We'll reply within one business day." });
      setSentTo(values);
    } catch (err) {
      showFormError(form, err);
    }
  });

  if (sentTo) {
    return (
      <ContactThankYou
        name={sentTo.name}
        email={sentTo.email}
        onSendAnother={() => {
          reset({ name: sentTo.name, email: sentTo.email, topic: undefined, message: "" });
          mutation.reset();
          setSentTo(null);
        }}
      />
    );
  }

  const isSending = mutation.isPending;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
      className="rounded-3xl border border-line bg-white/80 p-6 shadow-xs sm:p-9"
    >
      <h2 id="contact-form-title" className="text-3xl leading-tight text-ink">
        Send us a message
      </h2>
      <p className="mt-2 text-body text-muted">All fields are required.</p>
      <fieldset disabled={isSending} className="mt-7 grid gap-5 sm:grid-cols-2">
        <TextField label="Your name" autoComplete="name" error={errors.name?.message} {...register("name")} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <SelectField
          label="Topic"
          className="sm:col-span-2"
          error={errors.topic?.message}
          {...register("topic")}
        >
          <option value="">Choose a topic…</option>
          {contactTopics.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Message"
          rows={7}
          className="sm:col-span-2"
          hint="Your wedding date and city help us answer in one reply."
          error={errors.message?.message}
          {...register("message")}
        />
      </fieldset>
      <div className="mt-7 flex flex-col-reverse items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">A person reads every message — usually within one business day.</p>
        <Button
          type="submit"
          size="lg"
          isLoading={isSending}
          className="w-full shrink-0 whitespace-nowrap sm:w-auto"
        >
          {isSending ? "Sending…" : "Send message"}
        </Button>
      </div>
    </form>
  );
}
