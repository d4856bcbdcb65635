/** A card's shape while its product loads: the same box sizes, so nothing moves on arrival. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col">
      <div className="aspect-square w-full rounded-card bg-linen motion-safe:animate-pulse" />
      <div className="pt-4">
        <div className="h-4 w-20 rounded-full bg-linen" />
        <div className="mt-2.5 h-5 w-4/5 rounded-full bg-linen" />
        <div className="mt-3 h-5 w-16 rounded-full bg-linen" />
      </div>
    </div>
  );
}
