package io.github.boardrules.colorfield;

/**
 * The bit-mask move generator of one layout, shared by the rules and the fast path. Pieces are
 * twenty {@code long}s, index {@code team * 10 + color * 2 + half}, square {@code half * 64 + bit};
 * gates are an {@code int} mask; a move is a code with from, to and capture plus one in 8 bits
 * each. The tables are made once and never change, so an engine is thread-safe.
 */
final class MoveEngine {
  private static final int RED = FieldColor.RED.index();

  final ColorFieldLayout layout;
  final int squares;
  final int[][] neighbours;
  /** Each location's neighbours as a mask: index {@code location * 2 + half}. */
  final long[] neighbourMasks;
  /** Per colour, the squares a piece of that colour may ever enter: no castle unless RED. */
  final long[] enterable;
  /** Colour index of each square. */
  final int[] squareColors;
  /** Per colour, the squares of that colour: index {@code color * 2 + half}. */
  final long[] colorMasks;
  /** Team index of each gate. */
  final int[] gateTeams;
  /** Per team, the mask of its gates. */
  final int[] teamGates;
  final int moveBound;

  MoveEngine(ColorFieldLayout layout) {
    this.layout = layout;
    this.squares = layout.squareCount();
    this.neighbours = new int[layout.locationCount()][];
    int widest = 0;
    for (int i = 0; i < neighbours.length; i++) {
      neighbours[i] = layout.neighboursOf(i);
      widest = Math.max(widest, neighbours[i].length);
    }
    this.neighbourMasks = new long[neighbours.length * 2];
    for (int i = 0; i < neighbours.length; i++) {
      for (int to : neighbours[i]) {
        neighbourMasks[i * 2 + (to >>> 6)] |= 1L << (to & 63);
      }
    }
    this.squareColors = new int[squares];
    this.colorMasks = new long[10];
    for (int s = 0; s < squares; s++) {
      squareColors[s] = layout.colorOrdinal(s);
      colorMasks[squareColors[s] * 2 + (s >>> 6)] |= 1L << (s & 63);
    }
    this.enterable = new long[10];
    for (int c = 0; c < 5; c++) {
      for (int half = 0; half < 2; half++) {
        enterable[c * 2 + half] = c == RED ? -1L : ~colorMasks[RED * 2 + half];
      }
    }
    this.gateTeams = new int[layout.gateCount()];
    this.teamGates = new int[2];
    for (int g = 0; g < gateTeams.length; g++) {
      gateTeams[g] = layout.gateTeam(g).index();
      teamGates[gateTeams[g]] |= 1 << g;
    }
    int teamSize = layout.teamSize(Team.FULL);
    int bound = teamSize * widest * Math.max(1, teamSize) + 1;
    this.moveBound = bound;
  }

  static long enemyOn(long[] p, int enemy, int half) {
    long m = 0;
    for (int c = 0; c < 5; c++) {
      m |= p[enemy + c * 2 + half];
    }
    return m;
  }

  /** Plays a move code on the masks; returns the new gate mask. */
  int apply(long[] p, int gates, int team, int code) {
    int from = code & 0xFF;
    int to = (code >>> 8) & 0xFF;
    int capture = (code >>> 16) - 1;
    int me = team * 10;
    int color;
    if (from >= squares) {
      gates &= ~(1 << (from - squares));
      color = RED;
    } else {
      int half = from >>> 6;
      long bit = 1L << (from & 63);
      color = 0;
      while ((p[me + color * 2 + half] & bit) == 0) {
        color++;
      }
      p[me + color * 2 + half] &= ~bit;
    }
    p[me + color * 2 + (to >>> 6)] |= 1L << (to & 63);
    if (capture >= 0) {
      int enemy = (1 - team) * 10 + (capture >>> 6);
      long keep = ~(1L << (capture & 63));
      for (int c = 0; c < 10; c += 2) {
        p[enemy + c] &= keep;
      }
    }
    return gates;
  }

  /**
   * Writes the legal move codes of {@code team} into {@code out}, in {@link ColorField#legalMoves} order.
   *
   * @return the number of moves
   */
  int generate(long[] p, int gates, int team, int[] out) {
    int me = team * 10;
    long freeLo = ~occupied(p, 0);
    long freeHi = ~occupied(p, 1);
    long enemyLo = enemyOn(p, (1 - team) * 10, 0);
    long enemyHi = enemyOn(p, (1 - team) * 10, 1);
    int n = 0;
    for (int half = 0; half < 2; half++) {
      long own = 0;
      for (int c = 0; c < 5; c++) {
        own |= p[me + c * 2 + half];
      }
      for (; own != 0; own &= own - 1) {
        int bit = Long.numberOfTrailingZeros(own);
        int color = 0;
        while ((p[me + color * 2 + half] & (1L << bit)) == 0) {
          color++;
        }
        n = steps(half * 64 + bit, color, freeLo, freeHi, enemyLo, enemyHi, out, n);
      }
    }
    for (int g = teamGates[team] & gates; g != 0; g &= g - 1) {
      n = steps(squares + Integer.numberOfTrailingZeros(g), RED, freeLo, freeHi, enemyLo, enemyHi, out, n);
    }
    return n;
  }

  static long occupied(long[] p, int half) {
    long m = 0;
    for (int i = half; i < 20; i += 2) {
      m |= p[i];
    }
    return m;
  }

  /** Returns the squares a piece of {@code color} at {@code from} may step to, one half. */
  private long targets(int from, int color, long free, int half) {
    long t = neighbourMasks[from * 2 + half] & free & enterable[color * 2 + half];
    if (from < squares && squareColors[from] == color) {
      t &= ~colorMasks[color * 2 + half];
    }
    return t;
  }

  private int steps(int from, int color, long freeLo, long freeHi, long enemyLo, long enemyHi,
      int[] out, int n) {
    long capLo = enemyLo & colorMasks[color * 2];
    long capHi = enemyHi & colorMasks[color * 2 + 1];
    boolean canCapture = (capLo | capHi) != 0;
    for (int half = 0; half < 2; half++) {
      long own = colorMasks[color * 2 + half];
      for (long t = targets(from, color, half == 0 ? freeLo : freeHi, half); t != 0; t &= t - 1) {
        int bit = Long.numberOfTrailingZeros(t);
        int step = from | (half * 64 + bit) << 8;
        if (!canCapture || (own & (1L << bit)) == 0) {
          out[n++] = step;
          continue;
        }
        for (long c = capLo; c != 0; c &= c - 1) {
          out[n++] = step | (Long.numberOfTrailingZeros(c) + 1) << 16;
        }
        for (long c = capHi; c != 0; c &= c - 1) {
          out[n++] = step | (64 + Long.numberOfTrailingZeros(c) + 1) << 16;
        }
      }
    }
    return n;
  }

  /** Counts the moves of one piece: steps, with one move per capturable piece where one is due. */
  private int countSteps(int from, int color, long freeLo, long freeHi, int[] captures) {
    long lo = targets(from, color, freeLo, 0);
    long hi = targets(from, color, freeHi, 1);
    int own = Long.bitCount(lo & colorMasks[color * 2]) + Long.bitCount(hi & colorMasks[color * 2 + 1]);
    return Long.bitCount(lo) + Long.bitCount(hi) + own * (captures[color] - 1);
  }

  /**
   * Counts the legal moves of {@code team} without listing them. {@code captures} receives, per
   * colour, the number of moves a step onto that colour makes (the capturable pieces, at least 1);
   * {@code counts} and {@code colors} receive, per location holding a piece of the team, its number
   * of moves and its colour.
   */
  int countMoves(long[] p, int gates, int team, int[] captures, int[] counts, int[] colors) {
    int me = team * 10;
    int enemy = (1 - team) * 10;
    long freeLo = ~occupied(p, 0);
    long freeHi = ~occupied(p, 1);
    long enemyLo = enemyOn(p, enemy, 0);
    long enemyHi = enemyOn(p, enemy, 1);
    int n = 0;
    for (int c = 0; c < 5; c++) {
      captures[c] = Math.max(1, Long.bitCount(enemyLo & colorMasks[c * 2])
          + Long.bitCount(enemyHi & colorMasks[c * 2 + 1]));
      for (int half = 0; half < 2; half++) {
        for (long m = p[me + c * 2 + half]; m != 0; m &= m - 1) {
          int from = half * 64 + Long.numberOfTrailingZeros(m);
          int count = countSteps(from, c, freeLo, freeHi, captures);
          counts[from] = count;
          colors[from] = c;
          n += count;
        }
      }
    }
    for (int g = teamGates[team] & gates; g != 0; g &= g - 1) {
      int from = squares + Integer.numberOfTrailingZeros(g);
      int count = countSteps(from, RED, freeLo, freeHi, captures);
      counts[from] = count;
      colors[from] = RED;
      n += count;
    }
    return n;
  }

  /**
   * Returns the code of the {@code index}-th legal move in {@link ColorField#legalMoves} order, from the
   * counts {@link #countMoves} left.
   */
  int selectMove(long[] p, int gates, int team, int[] captures, int[] counts, int[] colors,
      int index) {
    int me = team * 10;
    long freeLo = ~occupied(p, 0);
    long freeHi = ~occupied(p, 1);
    int left = index;
    for (int half = 0; half < 2; half++) {
      long own = 0;
      for (int c = 0; c < 5; c++) {
        own |= p[me + c * 2 + half];
      }
      for (; own != 0; own &= own - 1) {
        int from = half * 64 + Long.numberOfTrailingZeros(own);
        if (left < counts[from]) {
          return selectStep(p, team, from, colors[from], freeLo, freeHi, captures, left);
        }
        left -= counts[from];
      }
    }
    for (int g = teamGates[team] & gates; g != 0; g &= g - 1) {
      int from = squares + Integer.numberOfTrailingZeros(g);
      if (left < counts[from]) {
        return selectStep(p, team, from, RED, freeLo, freeHi, captures, left);
      }
      left -= counts[from];
    }
    throw new IllegalStateException("Move " + index + " is not among the legal moves");
  }

  /** Returns the code of the {@code left}-th move of the piece at {@code from}. */
  private int selectStep(long[] p, int team, int from, int color, long freeLo, long freeHi,
      int[] captures, int left) {
    for (int half = 0; half < 2; half++) {
      long own = colorMasks[color * 2 + half];
      for (long t = targets(from, color, half == 0 ? freeLo : freeHi, half); t != 0; t &= t - 1) {
        int bit = Long.numberOfTrailingZeros(t);
        boolean earns = (own & (1L << bit)) != 0;
        int moves = earns ? captures[color] : 1;
        if (left >= moves) {
          left -= moves;
          continue;
        }
        int step = from | (half * 64 + bit) << 8;
        if (!earns || !hasCapturable(p, team, color)) {
          return step;
        }
        return step | (nthCapturable(p, team, color, left) + 1) << 16;
      }
    }
    throw new IllegalStateException("No move " + left + " from " + layout.name(from));
  }

  private boolean hasCapturable(long[] p, int team, int color) {
    int enemy = (1 - team) * 10;
    return (enemyOn(p, enemy, 0) & colorMasks[color * 2]) != 0
        || (enemyOn(p, enemy, 1) & colorMasks[color * 2 + 1]) != 0;
  }

  private int nthCapturable(long[] p, int team, int color, int n) {
    int enemy = (1 - team) * 10;
    long lo = enemyOn(p, enemy, 0) & colorMasks[color * 2];
    long hi = enemyOn(p, enemy, 1) & colorMasks[color * 2 + 1];
    int inLo = Long.bitCount(lo);
    if (n < inLo) {
      for (int i = 0; i < n; i++) {
        lo &= lo - 1;
      }
      return Long.numberOfTrailingZeros(lo);
    }
    for (int i = inLo; i < n; i++) {
      hi &= hi - 1;
    }
    return 64 + Long.numberOfTrailingZeros(hi);
  }

  /** Tells whether {@code team} has a RED piece on the castle. */
  boolean onCastle(long[] p, int team) {
    int red = team * 10 + RED * 2;
    return (p[red] & colorMasks[RED * 2]) != 0 || (p[red + 1] & colorMasks[RED * 2 + 1]) != 0;
  }

  boolean hasRed(long[] p, int gates, int team) {
    int red = team * 10 + RED * 2;
    return p[red] != 0 || p[red + 1] != 0 || (gates & teamGates[team]) != 0;
  }

  String castleSquare(long[] p, int team) {
    int red = team * 10 + RED * 2;
    long lo = p[red] & colorMasks[RED * 2];
    long hi = p[red + 1] & colorMasks[RED * 2 + 1];
    return layout.name(lo != 0 ? Long.numberOfTrailingZeros(lo) : 64 + Long.numberOfTrailingZeros(hi));
  }

}
