"""Small statistics the strength and speed scripts print."""
import math


def wilson(wins, n, z=1.96):
    """The Wilson score interval of a win rate (95% by default), as (low, high).

    Draws may count as half a win, so ``wins`` can be fractional."""
    if not n:
        return 0.0, 1.0
    p = wins / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, mid - half), min(1.0, mid + half)  # (rounding can step past 0 or 1)


def percentile(values, q):
    """The q-quantile (0..1) of ``values`` by rank; 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]
