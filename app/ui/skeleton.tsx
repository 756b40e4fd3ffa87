/** A block in the final layout's size while streamed content arrives. */
export function Skeleton({
  width = "100%",
  height,
  label,
}: {
  width?: string | number;
  height: string | number;
  label?: string;
}) {
  const announced = label ? ({ role: "status", "aria-label": label } as const) : {};
  return <div className="skeleton" style={{ width, height }} aria-busy="true" {...announced} />;
}
