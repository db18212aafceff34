package io.github.boardrules.colorfield;

import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The bit-mask move generator of one layout, shared by the rules and the fast path.
 *
 * <p>Every location — the squares, then the gates — is a bit: location {@code l} is bit {@code l &
 * 63} of word {@code l >>> 6}, and a set of locations is {@link #words} {@code long}s. The pieces
 * are one set per team and colour, {@code 2 * colors} sets in one array: the set of team {@code t}
 * and colour {@code c} starts at {@code (t * colors + c) * words}. A RED piece still in its gate is
 * the gate's bit in its team's RED set, so a gate is "occupied" like a square; no neighbour mask
 * contains a gate (no move enters one) and no colour mask does (a piece in a gate stands on no
 * square and cannot be taken). Nothing here depends on the number of squares, colours or gates.
 *
 * <p>A move is a {@code long} code: from, to and capture plus one, {@value #BITS} bits each. The
 * tables are made once and never change, so an engine is thread-safe; the working arrays of one
 * generation live in a {@link Work}, one per thread or per playout.
 */
final class ColorFieldEngine {
  /** Bits per location in a move code. */
  static final int BITS = 21;
  private static final long MASK = (1L << BITS) - 1;
  private static final int RED = ColorFieldLayout.RED;

  final ColorFieldLayout layout;
  final int squares;
  final int locations;
  final int words;
  final int colors;
  final int[][] neighbours;
  /** Each location's neighbours as a set: index {@code location * words + word}. */
  final long[] neighbourMasks;
  /** Each location's first word with a neighbour, and one past its last. */
  private final int[] firstWord;
  private final int[] endWord;
  /** Colour index of each location: the square's colour, or -1 for a gate. */
  final int[] locationColors;
  /** Per colour, the squares of that colour: index {@code color * words + word}. */
  final long[] colorMasks;
  /** Per colour, the squares a piece of that colour may ever enter: no castle unless RED. */
  final long[] enterable;
  /** The castle's squares. */
  final long[] castle;
  /** The squares (no gates). */
  final long[] squareMask;
  /** The gates. */
  final long[] gateMask;
  /** Team index of each gate. */
  final int[] gateTeams;
  final int moveBound;
  final ColorFieldZobrist zobrist;

  ColorFieldEngine(ColorFieldLayout layout) {
    this.layout = layout;
    this.squares = layout.squareCount();
    this.locations = layout.locationCount();
    this.words = (locations + 63) >>> 6;
    this.colors = layout.colorCount();
    this.neighbours = new int[locations][];
    this.neighbourMasks = new long[locations * words];
    this.firstWord = new int[locations];
    this.endWord = new int[locations];
    int widest = 0;
    for (int i = 0; i < locations; i++) {
      neighbours[i] = layout.neighboursOf(i);
      widest = Math.max(widest, neighbours[i].length);
      firstWord[i] = words;
      for (int to : neighbours[i]) {
        neighbourMasks[i * words + (to >>> 6)] |= 1L << to;
        firstWord[i] = Math.min(firstWord[i], to >>> 6);
        endWord[i] = Math.max(endWord[i], (to >>> 6) + 1);
      }
      if (words <= 2) {
        // On small boards every location looks at every word: a loop of a fixed length, whose
        // end the processor predicts, is faster than skipping an empty word.
        firstWord[i] = 0;
        endWord[i] = words;
      }
    }
    this.locationColors = new int[locations];
    this.colorMasks = new long[colors * words];
    this.castle = new long[words];
    this.squareMask = new long[words];
    this.gateMask = new long[words];
    for (int s = 0; s < squares; s++) {
      locationColors[s] = layout.colorOrdinal(s);
      colorMasks[locationColors[s] * words + (s >>> 6)] |= 1L << s;
      squareMask[s >>> 6] |= 1L << s;
      if (layout.isCastle(s)) {
        castle[s >>> 6] |= 1L << s;
      }
    }
    this.enterable = new long[colors * words];
    for (int c = 0; c < colors; c++) {
      for (int w = 0; w < words; w++) {
        enterable[c * words + w] = c == RED ? squareMask[w] : squareMask[w] & ~castle[w];
      }
    }
    this.gateTeams = new int[layout.gateCount()];
    for (int g = 0; g < gateTeams.length; g++) {
      int location = squares + g;
      locationColors[location] = -1;
      gateTeams[g] = layout.gateTeam(g).index();
      gateMask[location >>> 6] |= 1L << location;
    }
    int teamSize = layout.teamSize(Team.FULL);
    this.moveBound = teamSize * widest * Math.max(1, teamSize) + 1;
    this.zobrist = new ColorFieldZobrist(2 * colors, words, locations);
  }

  /** The working arrays of one move generation or playout. Not thread-safe. */
  static final class Work {
    /** The empty locations. */
    final long[] free;
    /** The enemy's pieces, all colours. */
    final long[] enemy;
    /**
     * Each team's pieces, all colours ({@code team * words + word}): kept up to date by {@link
     * #play} during a playout, so that a ply need not gather them from every colour.
     */
    final long[] teams;
    /** Per colour, the enemy pieces standing on squares of that colour. */
    final int[] capturable;
    /** Per location holding a piece to move: its moves, its capturing moves, its colour. */
    final int[] counts;
    final int[] captureCounts;
    final int[] pieceColors;
    /** The move codes found by {@link #generate}; empty for a playout, which lists none. */
    final long[] moves;
    /** The totals {@link #countMoves} found. */
    int moveCount;
    int captureCount;
    /**
     * The state whose counts these arrays hold, for {@link ColorField#moveCode}; null when they
     * hold another position's. Keeps that one state reachable until this thread makes another.
     */
    @Nullable Object counted;

    Work(ColorFieldEngine engine, boolean listing) {
      free = new long[engine.words];
      enemy = new long[engine.words];
      teams = new long[2 * engine.words];
      capturable = new int[engine.colors];
      counts = new int[engine.locations];
      captureCounts = new int[engine.locations];
      pieceColors = new int[engine.locations];
      moves = new long[listing ? engine.moveBound : 0];
    }
  }

  /** Returns a new pieces array: no pieces. */
  long[] newPieces() {
    return new long[2 * colors * words];
  }

  /** Returns the start of the set of a team's pieces of a colour. */
  int set(int team, int color) {
    return (team * colors + color) * words;
  }

  static long code(int from, int to, int capture) {
    return from | (long) to << BITS | (long) (capture + 1) << (2 * BITS);
  }

  static int from(long code) {
    return (int) (code & MASK);
  }

  static int to(long code) {
    return (int) ((code >>> BITS) & MASK);
  }

  /** Returns the captured location, or -1. */
  static int capture(long code) {
    return (int) (code >>> (2 * BITS)) - 1;
  }

  /** Returns the index of the set (team * colors + colour) holding a location, or -1. */
  int pieceCode(long[] p, int location) {
    int w = location >>> 6;
    long bit = 1L << location;
    for (int i = 0; i < 2 * colors; i++) {
      if ((p[i * words + w] & bit) != 0) {
        return i;
      }
    }
    return -1;
  }

  /** Plays a move code on the pieces of {@code team}. */
  void apply(long[] p, int team, long code) {
    int from = from(code);
    int to = to(code);
    int capture = capture(code);
    int me = team * colors * words;
    int w = from >>> 6;
    long bit = 1L << from;
    int color = 0;
    while ((p[me + color * words + w] & bit) == 0) {
      color++;
    }
    p[me + color * words + w] &= ~bit;
    p[me + color * words + (to >>> 6)] |= 1L << to;
    if (capture >= 0) {
      int enemy = (1 - team) * colors * words + (capture >>> 6);
      long keep = ~(1L << capture);
      for (int c = 0; c < colors; c++) {
        p[enemy + c * words] &= keep;
      }
    }
  }

  /** Fills {@code work.teams} from the pieces: each team's pieces of every colour. */
  void gatherTeams(long[] p, Work work) {
    int words = this.words;
    int colors = this.colors;
    long[] teams = work.teams;
    for (int t = 0; t < 2; t++) {
      int base = t * colors * words;
      for (int w = 0; w < words; w++) {
        long all = 0;
        for (int c = 0; c < colors; c++) {
          all |= p[base + c * words + w];
        }
        teams[t * words + w] = all;
      }
    }
  }

  /**
   * Fills {@code work.free}, {@code work.enemy} and {@code work.capturable} for {@code team} to
   * move, from {@code work.teams}.
   */
  private void prepare(int team, Work work) {
    int words = this.words;
    long[] free = work.free;
    long[] enemy = work.enemy;
    long[] teams = work.teams;
    int mine = team * words;
    int theirs = (1 - team) * words;
    for (int w = 0; w < words; w++) {
      enemy[w] = teams[theirs + w];
      free[w] = ~(teams[theirs + w] | teams[mine + w]);
    }
    long[] colorMasks = this.colorMasks;
    int[] capturable = work.capturable;
    for (int c = 0; c < colors; c++) {
      int count = 0;
      for (int w = 0; w < words; w++) {
        count += Long.bitCount(enemy[w] & colorMasks[c * words + w]);
      }
      capturable[c] = count;
    }
  }

  /** Plays a move code like {@link #apply}, keeping {@code work.teams} up to date. */
  void play(long[] p, int team, long code, Work work) {
    apply(p, team, code);
    int from = from(code);
    int to = to(code);
    int capture = capture(code);
    long[] teams = work.teams;
    int mine = team * words;
    teams[mine + (from >>> 6)] &= ~(1L << from);
    teams[mine + (to >>> 6)] |= 1L << to;
    if (capture >= 0) {
      teams[(1 - team) * words + (capture >>> 6)] &= ~(1L << capture);
    }
  }

  /**
   * Writes the legal move codes of {@code team} into {@code work.moves}, in {@link
   * ColorField#legalMoves} order: by starting location, then target, then captured square.
   *
   * @return the number of moves
   */
  int generate(long[] p, int team, Work work) {
    gatherTeams(p, work);
    prepare(team, work);
    int me = team * colors * words;
    int n = 0;
    for (int w = 0; w < words; w++) {
      for (long own = work.teams[team * words + w]; own != 0; own &= own - 1) {
        long bit = own & -own;
        int color = 0;
        while ((p[me + color * words + w] & bit) == 0) {
          color++;
        }
        n = steps(w * 64 + Long.numberOfTrailingZeros(own), color, work, n);
      }
    }
    return n;
  }

  /** Returns the squares of word {@code w} a piece of {@code color} at {@code from} may step to. */
  private long targets(int from, int color, long free, int w) {
    long t = neighbourMasks[from * words + w] & free & enterable[color * words + w];
    if (locationColors[from] == color) {
      t &= ~colorMasks[color * words + w];
    }
    return t;
  }

  private int steps(int from, int color, Work work, int n) {
    long[] out = work.moves;
    boolean canCapture = work.capturable[color] != 0;
    int colorBase = color * words;
    for (int w = firstWord[from]; w < endWord[from]; w++) {
      long own = colorMasks[colorBase + w];
      for (long t = targets(from, color, work.free[w], w); t != 0; t &= t - 1) {
        int to = w * 64 + Long.numberOfTrailingZeros(t);
        long step = from | (long) to << BITS;
        if (!canCapture || (own & (t & -t)) == 0) {
          out[n++] = step;
          continue;
        }
        for (int cw = 0; cw < words; cw++) {
          for (long c = work.enemy[cw] & colorMasks[colorBase + cw]; c != 0; c &= c - 1) {
            out[n++] = step | (long) (cw * 64 + Long.numberOfTrailingZeros(c) + 1) << (2 * BITS);
          }
        }
      }
    }
    return n;
  }

  /**
   * Counts the legal moves of {@code team} without listing them: into {@code work}, per location
   * holding a piece of the team, its moves, its capturing moves and its colour, and the totals.
   * {@code work.teams} must be up to date ({@link #gatherTeams}, then {@link #play}).
   *
   * @return the number of moves
   */
  int countMoves(long[] p, int team, Work work) {
    prepare(team, work);
    int words = this.words;
    int colors = this.colors;
    long[] free = work.free;
    long[] colorMasks = this.colorMasks;
    long[] neighbourMasks = this.neighbourMasks;
    long[] enterable = this.enterable;
    int[] locationColors = this.locationColors;
    int[] firstWord = this.firstWord;
    int[] endWord = this.endWord;
    int[] counts = work.counts;
    int[] captureCounts = work.captureCounts;
    int[] pieceColors = work.pieceColors;
    int n = 0;
    int captures = 0;
    for (int c = 0; c < colors; c++) {
      int base = (team * colors + c) * words;
      int capturable = work.capturable[c];
      int colorBase = c * words;
      for (int w = 0; w < words; w++) {
        for (long m = p[base + w]; m != 0; m &= m - 1) {
          int from = w * 64 + Long.numberOfTrailingZeros(m);
          boolean onOwn = locationColors[from] == c;
          int all = 0;
          int own = 0;
          if (words == 2) {
            // The default board's case, written out: two words, no loop.
            long mask0 = colorMasks[colorBase];
            long mask1 = colorMasks[colorBase + 1];
            long t0 = neighbourMasks[2 * from] & free[0] & enterable[colorBase];
            long t1 = neighbourMasks[2 * from + 1] & free[1] & enterable[colorBase + 1];
            if (onOwn) {
              t0 &= ~mask0;
              t1 &= ~mask1;
            }
            all = Long.bitCount(t0) + Long.bitCount(t1);
            own = Long.bitCount(t0 & mask0) + Long.bitCount(t1 & mask1);
          } else {
            for (int tw = firstWord[from], end = endWord[from]; tw < end; tw++) {
              long colorMask = colorMasks[colorBase + tw];
              long t = neighbourMasks[from * words + tw] & free[tw] & enterable[colorBase + tw];
              if (onOwn) {
                t &= ~colorMask;
              }
              all += Long.bitCount(t);
              own += Long.bitCount(t & colorMask);
            }
          }
          int capturing = capturable == 0 ? 0 : own * capturable;
          int count = capturable == 0 ? all : all - own + capturing;
          counts[from] = count;
          captureCounts[from] = capturing;
          pieceColors[from] = c;
          n += count;
          captures += capturing;
        }
      }
    }
    work.moveCount = n;
    work.captureCount = captures;
    return n;
  }

  /**
   * Returns the code of the {@code index}-th legal move in {@link ColorField#legalMoves} order, from
   * the counts {@link #countMoves} left in {@code work}; with {@code capturesOnly}, of the {@code
   * index}-th capturing move.
   */
  long selectMove(int team, Work work, int index, boolean capturesOnly) {
    int[] counts = capturesOnly ? work.captureCounts : work.counts;
    long[] teams = work.teams;
    int left = index;
    for (int w = 0; w < words; w++) {
      for (long own = teams[team * words + w]; own != 0; own &= own - 1) {
        int from = w * 64 + Long.numberOfTrailingZeros(own);
        if (left < counts[from]) {
          return selectStep(from, work.pieceColors[from], work, left, capturesOnly);
        }
        left -= counts[from];
      }
    }
    throw new IllegalStateException("Move " + index + " is not among the legal moves");
  }

  /** Returns the code of the {@code left}-th move of the piece at {@code from}. */
  private long selectStep(int from, int color, Work work, int left, boolean capturesOnly) {
    int capturable = work.capturable[color];
    int colorBase = color * words;
    for (int w = firstWord[from]; w < endWord[from]; w++) {
      long own = colorMasks[colorBase + w];
      for (long t = targets(from, color, work.free[w], w); t != 0; t &= t - 1) {
        boolean earns = capturable != 0 && (own & (t & -t)) != 0;
        if (capturesOnly && !earns) {
          continue;
        }
        int moves = earns ? capturable : 1;
        if (left >= moves) {
          left -= moves;
          continue;
        }
        long step = from | (long) (w * 64 + Long.numberOfTrailingZeros(t)) << BITS;
        if (!earns) {
          return step;
        }
        return step | (long) (nthCapturable(work, color, left) + 1) << (2 * BITS);
      }
    }
    throw new IllegalStateException("No move " + left + " from " + layout.name(from));
  }

  private int nthCapturable(Work work, int color, int n) {
    int left = n;
    for (int w = 0; w < words; w++) {
      long c = work.enemy[w] & colorMasks[color * words + w];
      int here = Long.bitCount(c);
      if (left < here) {
        for (int i = 0; i < left; i++) {
          c &= c - 1;
        }
        return w * 64 + Long.numberOfTrailingZeros(c);
      }
      left -= here;
    }
    throw new IllegalStateException("No capturable piece " + n);
  }

  /** Tells whether {@code team} has a RED piece on the castle. */
  boolean onCastle(long[] p, int team) {
    int red = set(team, RED);
    for (int w = 0; w < words; w++) {
      if ((p[red + w] & castle[w]) != 0) {
        return true;
      }
    }
    return false;
  }

  /** Tells whether {@code team} has a RED piece, on a square or in a gate. */
  boolean hasRed(long[] p, int team) {
    int red = set(team, RED);
    for (int w = 0; w < words; w++) {
      if (p[red + w] != 0) {
        return true;
      }
    }
    return false;
  }

  /** Returns the name of the castle square holding a RED piece of {@code team}. */
  String castleSquare(long[] p, int team) {
    int red = set(team, RED);
    for (int w = 0; w < words; w++) {
      long on = p[red + w] & castle[w];
      if (on != 0) {
        return layout.name(w * 64 + Long.numberOfTrailingZeros(on));
      }
    }
    throw new IllegalStateException("No RED piece of team " + team + " on the castle");
  }

  /** Counts the pieces of a set (a team's pieces of one colour) within a mask. */
  int count(long[] p, int set, long[] mask) {
    int n = 0;
    for (int w = 0; w < words; w++) {
      n += Long.bitCount(p[set + w] & mask[w]);
    }
    return n;
  }
}
