import { Popover as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

/** A panel anchored to its trigger (Radix Popover: Escape and outside clicks close it, focus returns). */
export const Popover = Primitive.Root;
export const PopoverTrigger = Primitive.Trigger;
export const PopoverAnchor = Primitive.Anchor;
export const PopoverClose = Primitive.Close;

export function PopoverContent({
  className,
  sideOffset = 6,
  align = "start",
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          "z-50 rounded-2xl border border-line bg-white p-4 text-sm text-ink shadow-lg",
          className,
        )}
        {...props}
      />
    </Primitive.Portal>
  );
}
