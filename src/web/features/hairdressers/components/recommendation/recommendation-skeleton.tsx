/** The page's shape while the recommendation loads: heading, note and cards at their sizes. */
export function RecommendationSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="mx-auto max-w-content px-5 pt-12 pb-section sm:px-8 sm:pt-16"
    >
      <div className="h-4 w-48 rounded-full bg-linen" />
      <div className="mt-4 h-10 w-4/5 max-w-xl rounded-full bg-linen motion-safe:animate-pulse" />
      <div className="mt-5 h-24 max-w-prose rounded-card bg-linen motion-safe:animate-pulse" />
      <div className="mt-12 grid grid-cols-2 gap-x-5 gap-y-10 sm:grid-cols-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="flex flex-col">
            <div className="aspect-square w-full rounded-card bg-linen motion-safe:animate-pulse" />
            <div className="mt-4 h-5 w-4/5 rounded-full bg-linen" />
            <div className="mt-2.5 h-4 w-1/2 rounded-full bg-linen" />
            <div className="mt-3 h-5 w-16 rounded-full bg-linen" />
          </div>
        ))}
      </div>
    </div>
  );
}
