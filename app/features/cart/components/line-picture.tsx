/**
 * A cart line's picture, as the cart page and a shared cart's preview show it: 96 × 128, the
 * first three rows loaded at once (above the fold on a phone), the rest when scrolled to.
 */
export function LinePicture({
  className,
  pictureUrl,
  position,
  firstIsLargest = false,
}: {
  className: string;
  pictureUrl: string;
  position: number;
  /** The first row's picture is the page's largest paint: fetched first. */
  firstIsLargest?: boolean;
}) {
  return (
    <img
      className={className}
      src={`${pictureUrl}?w=599`}
      alt=""
      width="96"
      height="128"
      loading={position < 3 ? "eager" : "lazy"}
      fetchPriority={firstIsLargest && position === 0 ? "high" : undefined}
    />
  );
}
