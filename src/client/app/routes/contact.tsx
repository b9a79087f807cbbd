import { useSearchParams } from "react-router";
import { Page } from "@client/components/layout/page";
import { ContactDetails } from "@client/features/contact/components/contact-details";
import { ContactForm } from "@client/features/contact/components/contact-form";

export default function ContactPage() {
  const [params] = useSearchParams();
  return (
    <Page
      eyebrow="Contact"
      title="We're here to help"
      width="wide"
      intro={
        <p className="max-w-2xl">
          Questions about planning, a venue, a vendor or your account? Write to us and a real person on our
          team will answer within one business day.
        </p>
      }
    >
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_21rem] lg:gap-12">
        <ContactForm topicParam={params.get("topic")} />
        <ContactDetails />
      </div>
    </Page>
  );
}
