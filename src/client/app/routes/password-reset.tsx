import { Link } from "@client/lib/router-link";
import { AuthCard } from "@client/features/auth/components/auth-card";
import { RequestResetForm } from "@client/features/auth/components/request-reset-form";

export default function PasswordResetPage() {
  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email you signed up with. We'll send a link that works once and expires in 10 minutes."
      footer={
        <Link to="/login" className="text-rose hover:underline">
          Back to sign in
        </Link>
      }
    >
      <RequestResetForm />
    </AuthCard>
  );
}
