import type { ComponentProps } from "react";
import { TitledDialog } from "@client/components/ui/titled-dialog";

/** The guest list's dialogs: the shared titled dialog at the list's widths (40rem, wide 64rem). */
export function GuestDialog({
  wide = false,
  ...props
}: Omit<ComponentProps<typeof TitledDialog>, "width"> & { wide?: boolean }) {
  return <TitledDialog {...props} width={wide ? "xl" : "md"} />;
}
