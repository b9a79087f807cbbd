import { CouplePageView } from "@client/features/couple-pages/components/couple-page-view";
import NotFoundPage from "./not-found";

/** /couple/{id}: the couple's page for its contributors and businesses; 404 to anyone else (issue #13). */
export default function CouplePageRoute() {
  return <CouplePageView notFound={<NotFoundPage />} />;
}
