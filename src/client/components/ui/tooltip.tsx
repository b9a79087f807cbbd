import { Tooltip as Primitive } from "radix-ui";
import type { ReactNode } from "react";

/**
 * A short label shown on hover and keyboard focus (Radix Tooltip; it also names the trigger for screen
 * readers). Never the only place of information a touch user needs: touch has no hover.
 */
export function Tooltip({
  content,
  children,
  side = "top",
}: {
  content: ReactNode;
  children: ReactNode;
  side?: "top" | "right" | "bottom" | "left";
}) {
  return (
    <Primitive.Provider delayDuration={300}>
      <Primitive.Root>
        <Primitive.Trigger asChild>{children}</Primitive.Trigger>
        <Primitive.Portal>
          <Primitive.Content
            side={side}
            sideOffset={6}
            className="z-50 max-w-xs rounded-lg bg-ink px-3 py-1.5 text-sm text-white shadow-md"
          >
            {content}
            <Primitive.Arrow className="fill-ink" />
          </Primitive.Content>
        </Primitive.Portal>
      </Primitive.Root>
    </Primitive.Provider>
  );
}
