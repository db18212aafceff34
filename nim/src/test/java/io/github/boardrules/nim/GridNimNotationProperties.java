package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.nim.internal.GridPoints;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import java.util.List;
import java.util.StringJoiner;

import org.junit.jupiter.api.Test;

/**
 * The move notation writes every point set as the same point set: {@code format(parse(t))} names
 * the points {@code t} names, on boards of several shapes, for point sets in one line, off it and
 * spanning a line with gaps (the case a count-only check took for a range).
 */
class GridNimNotationProperties {
  private static final List<GridNim> BOARDS =
      List.of(
          GridNim.standard(),
          GridNim.builder().rows(3).columns(5).build(),
          GridNim.builder().rows(1).columns(26).build(),
          GridNim.builder().rows(64).columns(1).build(),
          GridNim.builder().rows(8).columns(8).build());

  /** Any non-empty point set; half of the time inside one row or column, where ranges are. */
  private static Gen<Long> pointSets(GridNim game) {
    int columns = game.columns();
    int rows = game.rows();
    long full = game.pointCount() == 64 ? -1L : (1L << game.pointCount()) - 1;
    return random -> {
      long mask = 0;
      if (random.nextBoolean()) {
        boolean row = random.nextBoolean();
        int line = random.nextInt(row ? rows : columns);
        int length = row ? columns : rows;
        for (int k = 0; k < length; k++) {
          if (random.nextInt(3) != 0) {
            mask |= 1L << (row ? line * columns + k : k * columns + line);
          }
        }
      } else {
        mask = random.nextLong() & full & (random.nextBoolean() ? random.nextLong() : -1L);
      }
      return mask == 0 ? 1L << random.nextInt(game.pointCount()) : mask;
    };
  }

  /** The point set as a comma list of single points, in a shuffled order. */
  private static String asSinglePoints(long mask, int columns, java.util.random.RandomGenerator random) {
    List<Integer> points = new java.util.ArrayList<>();
    for (long rest = mask; rest != 0; rest &= rest - 1) {
      points.add(Long.numberOfTrailingZeros(rest));
    }
    java.util.Collections.shuffle(points, new java.util.Random(random.nextLong()));
    StringJoiner out = new StringJoiner(",");
    for (int p : points) {
      out.add(GridPoints.name(p, columns));
    }
    return out.toString();
  }

  @Test
  void formatOfParseNamesTheSamePoints() {
    for (GridNim game : BOARDS) {
      Gen<Long> sets = pointSets(game);
      ForAll.values("format(parse(t)) names t's points: " + game, 300, sets, mask -> {
        String written = asSinglePoints(mask, game.columns(), new java.util.SplittableRandom(mask));
        GridNimMove parsed = game.notation().parse(written);
        assertThat(parsed.mask()).as("parse(\"%s\")", written).isEqualTo(mask);
        String formatted = game.notation().format(parsed);
        assertThat(game.notation().parse(formatted).mask())
            .as("\"%s\" formats as \"%s\"", written, formatted)
            .isEqualTo(mask);
        assertThat(formatted.contains("-"))
            .as("\"%s\" is written as a range exactly when it is a whole segment of a line", formatted)
            .isEqualTo(isSegment(mask, game.columns()));
      });
    }
  }

  /** Whether the points are two or more consecutive points of one row or column (independent of GridPoints). */
  private static boolean isSegment(long mask, int columns) {
    if (Long.bitCount(mask) < 2) {
      return false;
    }
    int low = Long.numberOfTrailingZeros(mask);
    int high = 63 - Long.numberOfLeadingZeros(mask);
    long segment = 0;
    if (low / columns == high / columns) {
      for (int i = low; i <= high; i++) {
        segment |= 1L << i;
      }
    } else if (low % columns == high % columns) {
      for (int i = low; i <= high; i += columns) {
        segment |= 1L << i;
      }
    }
    return segment == mask;
  }
}
