/** Edit distance with adjacent swaps (Damerau), stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousRow: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const beforePrevious = previousRow;
    previousRow = row;
    row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previousRow[j]! + 1, row[j - 1]! + 1, previousRow[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return row[b.length]!;
}
