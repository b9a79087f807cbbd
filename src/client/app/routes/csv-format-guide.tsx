import { CsvFormatGuide } from "@client/features/guests/components/csv-format-guide";

/** /planning/csv-format-guide: the importer's columns, public (issue #12). */
export default function CsvFormatGuideRoute() {
  return <CsvFormatGuide />;
}
