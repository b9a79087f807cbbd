import { Check, ChevronDown } from "lucide-react";
import { Select as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export type SelectOption = { value: string; label: string; disabled?: boolean };

/**
 * A styled single choice on Radix Select (listbox semantics, typeahead, arrow keys). For a form field
 * with a visible label prefer the native `SelectField` (field.tsx); this one is for toolbars and
 * compact filters. `label` names it for screen readers.
 */
export function Select({
  label,
  options,
  placeholder,
  className,
  ...props
}: ComponentProps<typeof Primitive.Root> & {
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  className?: string;
}) {
  return (
    <Primitive.Root {...props}>
      <Primitive.Trigger
        aria-label={label}
        className={cn(
          "inline-flex h-11 min-w-40 items-center justify-between gap-2 rounded-full border border-line bg-white px-4 text-sm text-ink data-[placeholder]:text-muted",
          className,
        )}
      >
        <Primitive.Value placeholder={placeholder} />
        <Primitive.Icon>
          <ChevronDown className="size-4 text-muted" aria-hidden />
        </Primitive.Icon>
      </Primitive.Trigger>
      <Primitive.Portal>
        <Primitive.Content
          position="popper"
          sideOffset={6}
          className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-2xl border border-line bg-white p-1.5 text-sm text-ink shadow-lg"
        >
          <Primitive.Viewport>
            {options.map((option) => (
              <Primitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled ?? false}
                className="flex cursor-pointer select-none items-center justify-between gap-2 rounded-xl px-3 py-2 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-blush/60"
              >
                <Primitive.ItemText>{option.label}</Primitive.ItemText>
                <Primitive.ItemIndicator>
                  <Check className="size-4 text-rose" aria-hidden />
                </Primitive.ItemIndicator>
              </Primitive.Item>
            ))}
          </Primitive.Viewport>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
