// Numbers as the Swedish pages write them.

/**
 * A probability (0…1) as a Swedish percentage: decimal comma, a no-break space before `%`, at most
 * `maxDecimals` decimals without trailing zeros (`12,5 %`, `3,125 %`, `100 %`). Written by hand
 * instead of Intl so the server and every browser print exactly the same text (hydration).
 * A non-zero value that would round to 0 is shown as `< 0,001 %` rather than a misleading 0.
 */
export function formatPercent(probability: number, maxDecimals = 3): string {
  const percent = probability * 100;
  const smallest = 10 ** -maxDecimals;
  if (percent > 0 && percent < smallest) return `< ${String(smallest).replace('.', ',')}\u00a0%`;
  const text = Number(percent.toFixed(maxDecimals)).toString().replace('.', ',');
  return `${text}\u00a0%`;
}

/**
 * A probability as an exact fraction in lowest terms (`3/64`, `1`, `0`). Inheritance odds are
 * sums of products of ½s, so they are exact binary fractions: the smallest power of two that
 * makes the value whole is the denominator. Anything else falls back to the rounded percentage.
 */
export function formatFraction(probability: number): string {
  for (let denominator = 1; denominator <= 2 ** 52; denominator *= 2) {
    const numerator = probability * denominator;
    if (Number.isInteger(numerator)) return denominator === 1 ? String(numerator) : `${numerator}/${denominator}`;
  }
  return formatPercent(probability);
}
