import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

/** How long a pointer must rest before a tooltip appears (specification §9). */
export const TOOLTIP_DELAY_MS = 700;

// Radix's provider cannot be tree-shaken away from its positioning engine (~20 kB gzip), so it
// is NOT mounted app-wide: that would put it in every first visit. Each Tooltip brings its own
// provider instead; wrap a group of tooltips in TooltipProvider to share the delay between them.
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

interface TooltipProps {
  content: ReactNode;
  /** A single focusable element: tooltips must be reachable by keyboard too. */
  children: ReactElement;
}

export function Tooltip({ content, children }: TooltipProps) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            className="z-50 max-w-64 rounded-field bg-ink px-3 py-2 text-sm text-ivory shadow-soft motion-safe:animate-fade-in"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-ink" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipProvider>
  );
}
