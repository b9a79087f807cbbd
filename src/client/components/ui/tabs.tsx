import { Tabs as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

/** Tabs on Radix (tablist/tab/tabpanel roles, arrow keys between tabs). */
export const Tabs = Primitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof Primitive.List>) {
  return (
    <Primitive.List
      className={cn("inline-flex flex-wrap gap-1 rounded-full border border-line bg-white p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cn(
        "rounded-full px-4 py-1.5 text-sm font-medium text-muted transition-colors hover:text-ink data-[state=active]:bg-rose data-[state=active]:text-white",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return <Primitive.Content className={cn("mt-4", className)} {...props} />;
}
