import { X } from "lucide-react";
import { Dialog as Primitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";

/**
 * A side drawer on Radix Dialog (focus trap, Escape, inert background, focus return). The title is
 * required: it names the dialog for screen readers.
 */
export const Sheet = Primitive.Root;
export const SheetTrigger = Primitive.Trigger;
export const SheetClose = Primitive.Close;

const sides = {
  right: "inset-y-0 right-0 h-full w-[min(24rem,100vw)] border-l",
  left: "inset-y-0 left-0 h-full w-[min(24rem,100vw)] border-r",
  bottom: "inset-x-0 bottom-0 max-h-[85dvh] rounded-t-3xl border-t",
} as const;

export function SheetContent({
  side = "right",
  title,
  description,
  className,
  children,
  ...props
}: Omit<ComponentProps<typeof Primitive.Content>, "title"> & {
  side?: keyof typeof sides;
  title: ReactNode;
  description?: ReactNode;
}) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-sm" />
      <Primitive.Content
        // Without a description Radix warns unless told there is none.
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cn(
          "fixed z-50 flex flex-col gap-4 overflow-y-auto border-line bg-ivory p-6 shadow-xl",
          sides[side],
          className,
        )}
        {...props}
      >
        <div className="flex items-start justify-between gap-4">
          <Primitive.Title className="text-2xl text-ink">{title}</Primitive.Title>
          <Primitive.Close
            className="-m-2 rounded-full p-2 text-muted hover:bg-cream hover:text-ink"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden />
          </Primitive.Close>
        </div>
        {description && <Primitive.Description className="text-muted">{description}</Primitive.Description>}
        {children}
      </Primitive.Content>
    </Primitive.Portal>
  );
}
