import { AiVendorToolsPage } from "@client/features/vendor-business/components/marketing/ai-vendor-tools-page";

export default function AiVendorToolsRoute() {
  return <AiVendorToolsPage />;
}
