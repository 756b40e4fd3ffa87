/**
 * A markdown as its badge says it: the share taken off the struck-through price, in whole
 * percent (never 0 nor 100). The one rounding of every badge, the catalogue's and the cart's,
 * and of the "up to" the content advertises (decision 174): a claim and a badge can only agree
 * when they are counted the same way. None without a struck-through price above the price.
 */
export function markdownPercent(amount: number, strikeThrough: number | null | undefined): number | null {
  if (!strikeThrough || strikeThrough <= amount) return null;
  return Math.max(1, Math.min(99, Math.round((1 - amount / strikeThrough) * 100)));
}
