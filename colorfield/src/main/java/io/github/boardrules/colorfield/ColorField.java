package io.github.boardrules.colorfield;

import io.github.boardrules.core.PlyCount;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.learning.ActionEncoding;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The colour-field game ("Castle of Mind", Balázs Török-Szabó): two teams of coloured pieces,
 * FULL and EMPTY, on a board of coloured squares. A piece steps to a neighbouring square; stepping
 * onto a square of its own colour captures an enemy piece standing on that colour anywhere; a RED
 * piece on the castle wins.
 *
 * <pre>{@code
 * ColorField rules = ColorField.standard();                  // default layout, FULL starts
 * ColorFieldState state = rules.initialState();
 * state = rules.play(state, rules.notation().parse("b2-c3"));
 * rules.legalMoves(state);                                   // EMPTY's moves
 * rules.status(state);                                       // ongoing
 * System.out.println(rules.render(state));
 * ColorField limited = ColorField.builder().plyLimit(300).repetitionDraw(3).build();
 * }</pre>
 *
 * <h2>Rules</h2>
 *
 * <ul>
 *   <li>The board is a {@link ColorFieldLayout}, given as data: coloured squares (of any shape,
 *       with holes and merged squares), the castle (red squares), gates at the edge and starting
 *       squares. Each team has as many RED pieces as gates (3 in the default layout, 17 pieces in
 *       all); they start in the team's gates.
 *   <li>A move: one piece steps to a neighbouring square — one that touches its square, corners
 *       included (8 on a full grid) — or a RED piece in a gate to one of the squares the gate
 *       touches. One piece per square.
 *   <li>Only RED pieces stand in gates, and a RED piece that has left its gate never re-enters a
 *       gate: no move goes into a gate. Only RED pieces may step on the castle.
 *   <li>A piece standing on a square of its own colour may not step to another square of that
 *       colour.
 *   <li>Capture: a piece stepping onto a square of its own colour removes one enemy piece, of any
 *       colour, standing on a square of that colour anywhere on the board; it is compulsory when
 *       such a piece exists, and the mover chooses which. A RED piece in its gate stands on no
 *       square and cannot be taken; once out, it can.
 *   <li>The player who brings a RED piece onto the castle wins; so does the player who has
 *       captured all the enemy's RED pieces, and the player who leaves the opponent, to move, with
 *       no legal move.
 * </ul>
 *
 * <h2>Decisions</h2>
 *
 * <ul>
 *   <li><b>Decision (spec):</b> who starts is an option ({@link Builder#firstTeam}); by default
 *       FULL starts. The team that starts is {@link Player#FIRST}.
 *   <li><b>Decision (spec):</b> a move is the whole turn: the step and, where a capture is due,
 *       the captured piece ({@code b2-c3xh8}).
 *   <li><b>Decision (spec):</b> the rules know no draw, and neither does this class by default: a
 *       game can go on for ever, {@link #plyBound()} is empty and {@link #status} never reports a
 *       draw. Like the other games the library offers two draw options, both off by default: a
 *       ply limit ({@link Builder#plyLimit}, termination {@link ColorFieldTermination#PLY_LIMIT})
 *       and a repetition draw ({@link Builder#repetitionDraw}, termination {@link
 *       ColorFieldTermination#REPETITION}). Tools that need finite games bring their own cap
 *       ({@link #randomPlayout}'s {@code plyCap}).
 *   <li><b>Decision (spec):</b> the sheet's touch-move rule is table etiquette and has no
 *       counterpart in the library.
 *   <li><b>Decision (spec):</b> the layout is data; {@link ColorFieldLayout#standard()} is the
 *       library's own, provisional layout, not the published board.
 *   <li><b>Decision (the library's, as the specification reads the sheet): compulsory capture
 *       ("ütéskényszer") is about the step, not the choice of step.</b> Once a piece has stepped
 *       onto its own colour, taking an enemy piece on that colour is not optional: the move must
 *       name one ({@link ColorFieldReason#CAPTURE_REQUIRED} otherwise). But a player need not
 *       choose a capturing step when one exists. At the default start, {@code d1-e2} (a PURPLE
 *       piece onto a PURPLE square) must be written {@code d1-e2xa10} or with another of EMPTY's
 *       five pieces on PURPLE squares, while {@code a1-a2}, which captures nothing, is legal too.
 *       The draughts reading — a capturing step must be chosen whenever one exists — is the
 *       option {@link Builder#capturingStepRequired}, off by default; with it {@code a1-a2} is
 *       refused ({@link ColorFieldReason#CAPTURING_STEP_REQUIRED}) and the start has 14 legal
 *       moves, all capturing.
 *       <pre>{@code
 * ColorField sheet = ColorField.standard();
 * sheet.check(start, n.parse("d1-e2"));       // CAPTURE_REQUIRED: name the piece taken
 * sheet.check(start, n.parse("a1-a2"));       // legal
 * ColorField draughts = ColorField.builder().capturingStepRequired(true).build();
 * draughts.check(start, n.parse("a1-a2"));    // CAPTURING_STEP_REQUIRED
 * }</pre>
 *   <li><b>Decision (the library's):</b> with a ply limit, a win on the last ply is still a win.
 *   <li><b>Decision (the library's):</b> a gate is not a square: a RED piece in its gate does not
 *       stand on its own colour, so the own-colour ban does not apply to its first step.
 *   <li><b>Decision (the library's):</b> the castle is a set of red squares that the layout names
 *       (in the default layout the four red squares {@code e5 f5 e6 f6}; it may be one merged
 *       square); a RED piece stepping onto any of them wins at once. Red squares outside the
 *       castle, which a layout may have, are ordinary squares. A RED piece stepping onto the
 *       castle steps onto its own colour, so it takes an enemy piece on a red square if there is
 *       one, like any other capture; in the default layout there never is.
 *   <li><b>Decision (the library's):</b> when several ends apply after a move, the status names the
 *       first of: castle reached, all RED pieces captured, no legal move, ply limit, repetition.
 *   <li><b>Decision (the library's):</b> repetition: with {@code repetitionDraw(n)} the game is
 *       drawn when the same position (pieces, gates and team to move) occurs for the {@code n}-th
 *       time since the last irreversible move (a capture or a RED piece leaving its gate).
 *   <li><b>Decision (the library's):</b> {@link #legalMoves} lists moves by starting location
 *       (squares in index order a1, b1, ..., then the gates in layout order), then by target
 *       square, then by captured square.
 * </ul>
 *
 * <h2>Performance</h2>
 *
 * <p>The pieces are bit sets of the locations, one per team and colour, each of as many {@code
 * long}s as the squares and gates need (two for the default layout; there is no limit on the
 * board's size), with neighbour and colour tables made once per rules object. A state computes
 * its status and the number of its legal moves once, when made, by counting them as the fast path
 * does; {@link #legalMoves} makes a move only when it is read (a random game reads one a state),
 * and lists them all once, kept in the state, when a caller reads moves of an older state.
 * {@link #randomPlayout} plays a whole random game on
 * a few small working arrays, making no object per ply: it counts the moves with population counts
 * and builds only the one drawn.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class ColorField implements Rules<ColorFieldState, ColorFieldMove> {
  private static final int RED = ColorFieldLayout.RED;

  private final ColorFieldLayout layout;
  private final Team firstTeam;
  private final int plyLimit;
  private final int repetitionDraw;
  private final boolean capturingStepRequired;
  /** The bit-mask tables and move generator of the layout. */
  private final ColorFieldEngine engine;
  /** Each thread's working arrays for making states, and for playouts. */
  private final ThreadLocal<ColorFieldEngine.@Nullable Work> work;
  private final ThreadLocal<ColorFieldEngine.@Nullable Work> playoutWork;
  /** The start, made on first use (making states needs the finished rules object). */
  private volatile @Nullable ColorFieldState initial;
  private final ColorFieldNotation notation;
  private static final long[] NO_MOVES = new long[0];

  private ColorField(Builder builder) {
    this.layout = builder.layout;
    this.firstTeam = builder.firstTeam;
    this.plyLimit = builder.plyLimit;
    this.repetitionDraw = builder.repetitionDraw;
    this.capturingStepRequired = builder.capturingStepRequired;
    ColorFieldEngine e = new ColorFieldEngine(layout);
    this.engine = e;
    this.work = ThreadLocal.withInitial(() -> new ColorFieldEngine.Work(e, true));
    this.playoutWork = ThreadLocal.withInitial(() -> new ColorFieldEngine.Work(e, false));
    this.notation = new ColorFieldNotation(layout);
  }

  private ColorFieldState makeInitialState() {
    long[] pieces = engine.newPieces();
    for (int s = 0; s < engine.squares; s++) {
      int team = layout.startTeamOrdinal(s);
      if (team != ColorFieldLayout.NONE) {
        pieces[engine.set(team, layout.startColorOrdinal(s)) + (s >>> 6)] |= 1L << s;
      }
    }
    for (int g = 0; g < layout.gateCount(); g++) {
      int location = engine.squares + g;
      pieces[engine.set(engine.gateTeams[g], RED) + (location >>> 6)] |= 1L << location;
    }
    return makeState(pieces, firstTeam, 0, null, History.NO_MOVE);
  }

  /** Returns the bit-mask tables of the layout. */
  ColorFieldEngine engine() {
    return engine;
  }

  /**
   * Returns the game on the default layout with the default options: FULL starts, no ply limit,
   * no repetition draw: the exact rules, which know no draw.
   *
   * @return the rules
   */
  public static ColorField standard() {
    return builder().build();
  }

  /**
   * Returns the game on a layout, with the default options.
   *
   * @param layout the board
   * @return the rules
   */
  public static ColorField of(ColorFieldLayout layout) {
    return builder().layout(layout).build();
  }

  /**
   * Returns a builder set to the default game.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder set to these rules.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder builder = new Builder().layout(layout).firstTeam(firstTeam);
    builder.plyLimit = plyLimit;
    builder.repetitionDraw = repetitionDraw;
    builder.capturingStepRequired = capturingStepRequired;
    return builder;
  }

  /**
   * Returns the layout.
   *
   * @return the board
   */
  public ColorFieldLayout layout() {
    return layout;
  }

  /**
   * Returns the team that moves first.
   *
   * @return FULL unless configured otherwise
   */
  public Team firstTeam() {
    return firstTeam;
  }

  /**
   * Returns the ply limit: a game that has lasted this many plies without a win is drawn ({@link
   * ColorFieldTermination#PLY_LIMIT}).
   *
   * @return the limit, or empty when none is set (the default: no draw by length)
   */
  public OptionalInt plyLimit() {
    return plyLimit > 0 ? OptionalInt.of(plyLimit) : OptionalInt.empty();
  }

  /**
   * Returns the repetition draw: the game is drawn ({@link ColorFieldTermination#REPETITION}) when
   * the same position with the same team to move occurs this many times.
   *
   * @return the number of occurrences, or empty when the option is off (the default)
   */
  public OptionalInt repetitionDraw() {
    return repetitionDraw > 0 ? OptionalInt.of(repetitionDraw) : OptionalInt.empty();
  }

  /**
   * Tells whether the draughts reading of compulsory capture is on: a capturing step must be
   * chosen whenever one exists ({@link Builder#capturingStepRequired}).
   *
   * @return false by default
   */
  public boolean capturingStepRequired() {
    return capturingStepRequired;
  }

  /**
   * Returns the player a team is.
   *
   * @param team the team
   * @return {@link Player#FIRST} for the team that starts
   */
  public Player player(Team team) {
    return team == firstTeam ? Player.FIRST : Player.SECOND;
  }

  /**
   * Returns the team a player plays.
   *
   * @param player the player
   * @return the first team for {@link Player#FIRST}
   */
  public Team team(Player player) {
    return player == Player.FIRST ? firstTeam : firstTeam.opponent();
  }

  /**
   * Returns the game for learning code: each step with its capture as an integer action, and the
   * pieces, the squares' colours, the castle and the gates as planes of {@code {3K + G + 2, rows,
   * columns}} for the layout's {@code K} colours and {@code G} gates, from the point of view of the
   * team to move. See the module README, "Encoding for learning".
   *
   * <pre>{@code
   * ActionEncoding<ColorFieldState, ColorFieldMove> encoding = ColorField.standard().encoding();
   * int[] legal = encoding.legalActions(ColorField.standard().initialState());
   * }</pre>
   *
   * @return the encoding
   */
  public ActionEncoding<ColorFieldState, ColorFieldMove> encoding() {
    return new ColorFieldEncoding(this);
  }

  /**
   * Returns the move notation: {@code from-to} with location names, and {@code xsquare} after it
   * for a capture: {@code e0-e1}, {@code c2-c3}, {@code g2-h3xb9}.
   *
   * @return the notation
   */
  public MoveNotation<ColorFieldMove> notation() {
    return notation;
  }

  /**
   * Returns the position text: the rows from the top separated by {@code /}, each square {@code .}
   * or a piece (FULL upper case, EMPTY lower case, by colour letter); a space and one character per
   * gate in layout order ({@code R} or {@code r} for its RED piece, {@code -} when it has left); the
   * team to move ({@code F} or {@code E}); the plies played; and, with repetition detection on, the
   * moves since the last irreversible move.
   *
   * <pre>{@code
   * bgpybgpybg/.b.g..y.p./........../........../........../........../........../........../.P.Y..G.B./GBYPGBYPGB RRRrrr F 0
   * }</pre>
   *
   * <p><b>Decision (the library's):</b> decoding accepts a consistent position, not only one
   * reached from the start: piece counts within the team's colours, only RED pieces on the
   * castle, the team to move matching the ply count and the starting team, no RED piece of the
   * team to move on the castle, at most one of the other team's there, and the other team still
   * holding a RED piece (otherwise the game would have ended earlier). History moves must be
   * reversible, lead to the position and be legal.
   *
   * @return the position format
   */
  public PositionFormat<ColorFieldState> positions() {
    return new ColorFieldPositions(this);
  }

  /**
   * Returns a move by location indices, without capture. The move need not be legal; {@link
   * #check} says whether it is.
   *
   * @param from the starting square or gate
   * @param to the target location
   * @return the move
   * @throws IndexOutOfBoundsException if a location does not exist
   */
  public ColorFieldMove move(int from, int to) {
    Objects.checkIndex(from, layout.locationCount());
    Objects.checkIndex(to, layout.locationCount());
    return new ColorFieldMove(layout, from, to, ColorFieldMove.NO_CAPTURE);
  }

  /**
   * Returns a move by location indices, with a capture.
   *
   * @param from the starting square or gate
   * @param to the target location
   * @param capture the location of the piece to capture
   * @return the move
   * @throws IndexOutOfBoundsException if a location does not exist
   */
  public ColorFieldMove move(int from, int to, int capture) {
    Objects.checkIndex(from, layout.locationCount());
    Objects.checkIndex(to, layout.locationCount());
    Objects.checkIndex(capture, layout.locationCount());
    return new ColorFieldMove(layout, from, to, capture);
  }

  /**
   * Returns the state a position text describes, for setting up puzzles and tests: the same as
   * {@code positions().decode(text)}.
   *
   * @param text a position text, see {@link #positions()}
   * @return the state
   * @throws io.github.boardrules.core.TextParseException if the text is not a valid position
   */
  public ColorFieldState state(String text) {
    return new ColorFieldPositions(this).decode(text);
  }

  @Override
  public ColorFieldState initialState() {
    ColorFieldState start = initial;
    if (start == null) {
      // Two threads may both make it; the states are equal and either may be kept.
      start = makeInitialState();
      initial = start;
    }
    return start;
  }

  @Override
  public Player toMove(ColorFieldState state) {
    return player(state.toMove());
  }

  @Override
  public List<ColorFieldMove> legalMoves(ColorFieldState state) {
    return new ColorFieldMoves(this, own(state));
  }

  /**
   * Returns the name of a side's team: the first team ({@code FULL} by default) for {@link
   * Player#FIRST}.
   *
   * @param player the side
   * @return {@code FULL} or {@code EMPTY}
   */
  @Override
  public String sideName(Player player) {
    return team(player).name();
  }

  @Override
  public Status status(ColorFieldState state) {
    return own(state).cachedStatus();
  }

  /**
   * Returns the ply limit when one is set, and otherwise empty: by its rules the game can go on
   * for ever (the repetition draw alone bounds nothing).
   *
   * @return the most plies a game can last, or empty
   */
  @Override
  public OptionalInt plyBound() {
    return plyLimit();
  }

  /** Returns the state as these rules see it: remade if another rules object made it. */
  private ColorFieldState own(ColorFieldState state) {
    if (state.rules().equals(this)) {
      return state;
    }
    if (!state.layout().equals(layout)) {
      throw new IllegalArgumentException("The state is for another layout than these rules'");
    }
    return makeState(state.pieces(), state.toMove(), state.plies(), null, History.NO_MOVE);
  }

  @Override
  public Legality check(ColorFieldState state, ColorFieldMove move) {
    ColorFieldState s = own(state);
    Status status = s.cachedStatus();
    if (status.isOver()) {
      return Legality.illegal(ColorFieldReason.GAME_OVER, "The game is over: " + status.description());
    }
    if (!move.layout().equals(layout)) {
      return Legality.illegal(ColorFieldReason.OTHER_LAYOUT, move + " was made for another layout");
    }
    long[] p = s.pieces();
    int team = s.toMove().index();
    int from = move.from();
    int to = move.to();
    int colors = engine.colors;
    int code = from < engine.squares ? s.pieceCode(from) : engine.pieceCode(p, from);
    if (from >= engine.squares) {
      if (code < 0 || code / colors != team) {
        return Legality.illegal(ColorFieldReason.NOT_YOUR_PIECE,
            "Gate " + layout.name(from) + " holds no RED piece of " + s.toMove());
      }
    } else if (code < 0 || code / colors != team) {
      return Legality.illegal(ColorFieldReason.NOT_YOUR_PIECE,
          layout.name(from) + (code < 0 ? " is empty" : " holds a piece of " + s.toMove().opponent())
              + "; " + s.toMove() + " is to move");
    }
    int color = code % colors;
    if (to >= engine.squares) {
      return Legality.illegal(ColorFieldReason.INTO_GATE,
          move + ": no piece enters a gate (" + layout.name(to) + ")");
    }
    if (!contains(engine.neighbours[from], to)) {
      return Legality.illegal(ColorFieldReason.NOT_A_NEIGHBOUR,
          move + ": " + layout.name(to) + (from >= engine.squares ? " is not a square touched by gate " : " is not a neighbour of ")
              + layout.name(from));
    }
    if (s.pieceCode(to) >= 0) {
      return Legality.illegal(ColorFieldReason.OCCUPIED_SQUARE, move + ": " + layout.name(to) + " is taken");
    }
    if (layout.isCastle(to) && color != RED) {
      return Legality.illegal(ColorFieldReason.CASTLE_FOR_RED_ONLY,
          move + ": only RED pieces may step on the castle (" + layout.name(to) + ")");
    }
    int target = engine.locationColors[to];
    FieldColor named = layout.colorAt(color);
    if (engine.locationColors[from] == color && target == color) {
      return Legality.illegal(ColorFieldReason.OWN_COLOR_TO_OWN_COLOR,
          move + ": a " + named + " piece on a " + named + " square may not step to another "
              + named + " square");
    }
    int capture = move.captureIndex();
    if (target != color) {
      return capture == ColorFieldMove.NO_CAPTURE
          ? capturingStep(s, move)
          : Legality.illegal(ColorFieldReason.NO_CAPTURE_EARNED,
              move + ": only a step onto a square of the piece's own colour captures");
    }
    long[] capturable = new long[engine.words];
    boolean any = false;
    for (int c = 0; c < colors; c++) {
      int set = engine.set(1 - team, c);
      for (int w = 0; w < engine.words; w++) {
        capturable[w] |= p[set + w] & engine.colorMasks[color * engine.words + w];
        any |= capturable[w] != 0;
      }
    }
    if (capture == ColorFieldMove.NO_CAPTURE) {
      return !any
          ? capturingStep(s, move)
          : Legality.illegal(ColorFieldReason.CAPTURE_REQUIRED,
              move + " must capture one of " + names(capturable) + " (capturing is compulsory)");
    }
    if (capture >= engine.squares || (capturable[capture >>> 6] & (1L << capture)) == 0) {
      return Legality.illegal(ColorFieldReason.NOT_CAPTURABLE,
          move + ": " + layout.name(capture) + " is not an enemy piece on a " + named
              + " square" + (!any ? " (there is none to capture)" : "; choose one of " + names(capturable)));
    }
    return Legality.legal();
  }

  /**
   * Refuses a step that captures nothing when the capturing-step option is on and a capturing
   * step exists: then every listed move of the state captures.
   */
  private Legality capturingStep(ColorFieldState s, ColorFieldMove move) {
    if (!capturingStepRequired) {
      return Legality.legal();
    }
    long[] codes = moveCodes(s);
    if (codes.length == 0 || ColorFieldEngine.capture(codes[0]) < 0) {
      return Legality.legal();
    }
    StringBuilder some = new StringBuilder();
    for (int i = 0; i < Math.min(3, codes.length); i++) {
      some.append(i == 0 ? "" : ", ").append(ColorFieldMove.ofCode(layout, codes[i]));
    }
    return Legality.illegal(ColorFieldReason.CAPTURING_STEP_REQUIRED,
        move + " captures nothing, but a capturing step exists (" + some
            + (codes.length > 3 ? ", ..." : "") + "): with the capturing-step rule one must be chosen");
  }

  private String names(long[] set) {
    StringBuilder out = new StringBuilder();
    for (int w = 0; w < set.length; w++) {
      for (long m = set[w]; m != 0; m &= m - 1) {
        out.append(out.length() == 0 ? "" : ", ").append(layout.name(w * 64 + Long.numberOfTrailingZeros(m)));
      }
    }
    return out.toString();
  }

  private static boolean contains(int[] values, int value) {
    for (int v : values) {
      if (v == value) {
        return true;
      }
    }
    return false;
  }

  @Override
  public ColorFieldState playUnchecked(ColorFieldState state, ColorFieldMove move) {
    ColorFieldState s = own(state);
    long[] p = s.pieces().clone();
    long code = move.code();
    engine.apply(p, s.toMove().index(), code);
    boolean irreversible = move.isCapture() || move.from() >= engine.squares;
    long[] before = s.pieces();
    // From the move alone rather than comparing every set before and after: a ply's cost counts.
    long hash = engine.zobrist.move(s.positionHash(), engine.pieceCode(before, move.from()),
        move.from(), move.to(),
        move.isCapture() ? engine.pieceCode(before, move.captureIndex()) : -1, move.captureIndex());
    return makeState(p, s.toMove().opponent(), PlyCount.next(s.plies()),
        irreversible ? null : s.history(), irreversible ? History.NO_MOVE : code, hash);
  }

  /** Makes a state, computing its hash from the pieces; see the other {@code makeState}. */
  ColorFieldState makeState(long[] p, Team toMove, int plies, @Nullable History previous, long move) {
    return makeState(p, toMove, plies, previous, move, engine.zobrist.of(p, toMove));
  }

  /**
   * Makes a state: its status and the number of its legal moves are computed here, once, by
   * counting as the fast playout does; the moves are listed only when read ({@link #moveCode}).
   *
   * @param previous the history before the move, or null to start a new one
   * @param move the move code that led here, or {@link History#NO_MOVE}
   * @param hash the position hash, {@link ColorFieldZobrist#of} of the parts
   */
  ColorFieldState makeState(long[] p, Team toMove, int plies, @Nullable History previous,
      long move, long hash) {
    History history = null;
    if (repetitionDraw > 0) {
      history = new History(hash, p, toMove, previous == null ? History.NO_MOVE : move, previous);
    }
    int team = toMove.index();
    int mover = 1 - team;
    Status status = Status.ongoing();
    int moveCount = 0;
    boolean capturesOnly = false;
    ColorFieldEngine.@Nullable Work counted = null;
    Team winner = toMove.opponent();
    if (engine.onCastle(p, mover)) {
      status = Status.win(player(winner), ColorFieldTermination.CASTLE_REACHED,
          winner + " brought a RED piece onto the castle at " + engine.castleSquare(p, mover));
    } else if (!engine.hasRed(p, team)) {
      status = Status.win(player(winner), ColorFieldTermination.ALL_RED_CAPTURED,
          winner + " captured all " + layout.redCount(toMove) + " RED pieces of " + toMove);
    } else {
      ColorFieldEngine.Work w = work();
      w.counted = null;
      engine.gatherTeams(p, w);
      int n = engine.countMoves(p, team, w);
      if (n == 0) {
        status = Status.win(player(winner), ColorFieldTermination.NO_LEGAL_MOVE,
            toMove + " has no legal move; " + winner + " wins");
      } else if (plyLimit > 0 && plies >= plyLimit) {
        status = Status.draw(ColorFieldTermination.PLY_LIMIT,
            "the ply limit of " + plyLimit + " plies was reached");
      } else if (history != null && history.occurrences() >= repetitionDraw) {
        status = Status.draw(ColorFieldTermination.REPETITION,
            "the position occurred " + repetitionDraw + " times");
      } else {
        capturesOnly = capturingStepRequired && w.captureCount > 0;
        moveCount = capturesOnly ? w.captureCount : n;
        counted = w;
      }
    }
    ColorFieldState state =
        new ColorFieldState(this, p, toMove, plies, history, moveCount, capturesOnly, status, hash);
    if (counted != null) {
      counted.counted = state;
    }
    return state;
  }

  /** Returns this thread's working arrays for making states and listing moves. */
  private ColorFieldEngine.Work work() {
    ColorFieldEngine.Work w = work.get();
    if (w == null) {
      w = new ColorFieldEngine.Work(engine, true);
      work.set(w);
    }
    return w;
  }

  /**
   * Returns the code of a state's move at an index of {@link #legalMoves}: drawn from the counts
   * when this thread's working arrays still hold the state's (it was the last state made here,
   * as in a random game), or else from the listed codes.
   */
  long moveCode(ColorFieldState s, int index) {
    long[] listed = s.listedCodes();
    if (listed != null) {
      return listed[index];
    }
    ColorFieldEngine.Work w = work();
    if (w.counted == s) {
      return engine.selectMove(s.toMove().index(), w, index, s.capturesOnly());
    }
    return moveCodes(s)[index];
  }

  /** Returns a state's legal move codes in {@link #legalMoves} order, listed once and kept. */
  long[] moveCodes(ColorFieldState s) {
    long[] listed = s.listedCodes();
    if (listed != null) {
      return listed;
    }
    long[] codes = NO_MOVES;
    if (s.moveCount() > 0) {
      ColorFieldEngine.Work w = work();
      w.counted = null;
      int n = engine.generate(s.pieces(), s.toMove().index(), w);
      codes = s.capturesOnly() ? capturingSteps(w.moves, n) : Arrays.copyOf(w.moves, n);
    }
    s.keepListedCodes(codes);
    return codes;
  }

  /** Returns the capturing moves of {@code codes[0..n)}, or all of them when none captures. */
  private static long[] capturingSteps(long[] codes, int n) {
    int captures = 0;
    for (int i = 0; i < n; i++) {
      if (ColorFieldEngine.capture(codes[i]) >= 0) {
        codes[captures++] = codes[i];
      }
    }
    return Arrays.copyOf(codes, captures > 0 ? captures : n);
  }

  /**
   * Plays uniformly random legal moves from {@code state} until the game is over or {@code plyCap}
   * moves are played: the fast path for Monte-Carlo engines, of the shape of core's {@link
   * io.github.boardrules.core.bots.RandomPlayout}. It makes no object per ply: it counts the legal
   * moves with bit-mask population counts and builds only the move drawn, on a few small arrays
   * kept per thread. With the repetition draw on, it plays through the states instead (the
   * history lives there). Each move is drawn as {@code random.nextInt(n)} over the {@code n} legal
   * moves in {@link #legalMoves} order, so a generator in the same state plays the same game as
   * {@link Playouts#playout}.
   *
   * <pre>{@code
   * ColorField rules = ColorField.standard();
   * PlayoutResult result = rules.randomPlayout(rules.initialState(), new SplittableRandom(42), 1_000);
   * result.winner();   // the winner, or empty for a draw (only with a draw option) or UNFINISHED
   * }</pre>
   *
   * @param state where to start; a finished game returns its result
   * @param random the source of the moves
   * @param plyCap the most moves to play, 0 or more; a game still going on then is {@link
   *     PlayoutResult#UNFINISHED}
   * @return the winner, a draw by an enabled option, or {@link PlayoutResult#UNFINISHED}
   * @throws IllegalArgumentException if {@code plyCap} is negative
   */
  public PlayoutResult randomPlayout(ColorFieldState state, RandomGenerator random, int plyCap) {
    Playouts.requireCap(plyCap);
    ColorFieldState s = own(state);
    if (s.cachedStatus().isOver() || repetitionDraw > 0) {
      // The repetition draw needs the history of states; the plain path keeps it.
      ColorFieldState end = s;
      for (int played = 0; played < plyCap && end.cachedStatus().isOngoing(); played++) {
        long[] codes = moveCodes(end);
        end = playUnchecked(end, ColorFieldMove.ofCode(layout, codes[random.nextInt(codes.length)]));
      }
      return PlayoutResult.of(end.cachedStatus());
    }
    if (plyCap == 0) {
      return PlayoutResult.UNFINISHED;
    }
    long[] p = s.pieces().clone();
    int team = s.toMove().index();
    ColorFieldEngine.Work w = playoutWork.get();
    if (w == null) {
      w = new ColorFieldEngine.Work(engine, false);
      playoutWork.set(w);
    }
    engine.gatherTeams(p, w);
    int n = engine.countMoves(p, team, w);
    int plies = s.plies();
    boolean capturesOnly = capturingStepRequired && w.captureCount > 0;
    for (int played = 0; ; ) {
      long move = engine.selectMove(team, w, random.nextInt(capturesOnly ? w.captureCount : n),
          capturesOnly);
      engine.play(p, team, move, w);
      plies++;
      played++;
      int mover = team;
      team = 1 - team;
      if (engine.onCastle(p, mover) || !engine.hasRed(p, team)) {
        return winner(mover);
      }
      n = engine.countMoves(p, team, w);
      if (n == 0) {
        return winner(mover);
      }
      capturesOnly = capturingStepRequired && w.captureCount > 0;
      if (plyLimit > 0 && plies >= plyLimit) {
        return PlayoutResult.DRAW;
      }
      if (played >= plyCap) {
        return PlayoutResult.UNFINISHED;
      }
    }
  }

  private PlayoutResult winner(int team) {
    return PlayoutResult.winOf(player(Team.ofIndex(team)));
  }

  /**
   * Draws the board for people: one cell per cell of the grid, the square's colour letter in
   * lower case then the piece ({@code .} for none; FULL's colour letter in upper case, EMPTY's in
   * lower case), {@code +} after the colour on the other cells of a merged square, and blanks for
   * a hole; the rows from the top with their numbers, the column letters, the gates with their RED
   * pieces ({@code -} once gone), and the team to move with the ply count.
   *
   * <pre>
   * 10 pb pg gp gy pb pg gp gy yb yg
   * ...
   *  1 yG yB gY gP pG pB gY gP pG pB
   *    a  b  c  d  e  f  g  h  i  j
   * gates: b0 R, e0 R, h0 R, i11 r, f11 r, c11 r
   * FULL to move, ply 0
   * </pre>
   *
   * @param state the state
   * @return the drawing, lines ending with a line break
   */
  public String render(ColorFieldState state) {
    ColorFieldState s = own(state);
    int columns = layout.columns();
    int width = String.valueOf(layout.rows()).length();
    StringBuilder out = new StringBuilder();
    for (int row = layout.rows() - 1; row >= 0; row--) {
      String number = String.valueOf(row + 1);
      out.append(" ".repeat(width - number.length())).append(number);
      for (int column = 0; column < columns; column++) {
        int square = layout.squareAt(column, row);
        out.append(' ');
        if (square < 0) {
          out.append("  ");
          continue;
        }
        out.append(Character.toLowerCase(layout.color(square).letter()));
        boolean named = layout.column(square) == column && layout.row(square) == row;
        out.append(named ? ColorFieldPositions.pieceChar(s, square) : '+');
      }
      out.append('\n');
    }
    out.append(" ".repeat(width));
    for (int column = 0; column < columns; column++) {
      out.append(' ').append((char) ('a' + column)).append(' ');
    }
    out.append('\n').append("gates:");
    for (int g = 0; g < layout.gateCount(); g++) {
      out.append(g == 0 ? " " : ", ").append(layout.name(engine.squares + g)).append(' ')
          .append(ColorFieldPositions.gateChar(s, g));
    }
    out.append('\n');
    Status status = s.cachedStatus();
    out.append(status.isOver() ? "game over, " + status : s.toMove() + " to move")
        .append(", ply ").append(s.plies()).append('\n');
    return out.toString();
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (o == this) {
      return true;
    }
    if (!(o instanceof ColorField other)) {
      return false;
    }
    return firstTeam == other.firstTeam
        && plyLimit == other.plyLimit
        && repetitionDraw == other.repetitionDraw
        && capturingStepRequired == other.capturingStepRequired
        && layout.equals(other.layout);
  }

  @Override
  public int hashCode() {
    return Objects.hash(layout, firstTeam, plyLimit, repetitionDraw, capturingStepRequired);
  }

  /**
   * Describes the game, such as {@code ColorField[10x10, 6 gates, FULL starts, no ply limit, no
   * repetition detection]}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return "ColorField[" + layout.columns() + "x" + layout.rows() + ", " + layout.gateCount()
        + " gates, " + firstTeam + " starts, "
        + (plyLimit > 0 ? "ply limit " + plyLimit : "no ply limit") + ", "
        + (repetitionDraw > 0 ? "draw on " + repetitionDraw + " repetitions" : "no repetition detection")
        + (capturingStepRequired ? ", capturing step required" : "")
        + "]";
  }

  /**
   * Configures a colour-field game. It starts as the default: the default layout, FULL starts, no
   * ply limit, no repetition draw.
   *
   * <pre>{@code
   * ColorField rules = ColorField.builder()
   *     .layout(ColorFieldLayout.parse(text)).firstTeam(Team.EMPTY).plyLimit(400).build();
   * }</pre>
   *
   * <p>A builder is not thread-safe; the rules it builds are.
   */
  public static final class Builder {
    private ColorFieldLayout layout = ColorFieldLayout.standard();
    private Team firstTeam = Team.FULL;
    private int plyLimit;
    private int repetitionDraw;
    private boolean capturingStepRequired;

    private Builder() {}

    /**
     * Sets the board.
     *
     * @param layout the layout
     * @return this builder
     */
    public Builder layout(ColorFieldLayout layout) {
      this.layout = Objects.requireNonNull(layout, "layout");
      return this;
    }

    /**
     * Sets the team that moves first (core's {@link Player#FIRST}).
     *
     * @param team FULL (the default) or EMPTY
     * @return this builder
     */
    public Builder firstTeam(Team team) {
      this.firstTeam = Objects.requireNonNull(team, "team");
      return this;
    }

    /**
     * Sets a ply limit, a draw option the rules do not have: a game that has lasted this many
     * plies without a win is drawn ({@link ColorFieldTermination#PLY_LIMIT}). A win on the last
     * ply still wins. Off by default.
     *
     * @param plies 1 to {@link PlyCount#MAX}
     * @return this builder
     * @throws IllegalArgumentException if {@code plies} is not between 1 and {@link PlyCount#MAX}
     */
    public Builder plyLimit(int plies) {
      this.plyLimit = PlyCount.requireLimit(plies);
      return this;
    }

    /**
     * Sets a repetition draw, a draw option the rules do not have: the game is drawn ({@link
     * ColorFieldTermination#REPETITION}) when the same position with the same team to move occurs
     * for the {@code occurrences}-th time since the last irreversible move (a capture or a RED
     * piece leaving its gate). Off by default.
     *
     * @param occurrences 2 or more (3 is usual)
     * @return this builder
     * @throws IllegalArgumentException if {@code occurrences} is less than 2
     */
    public Builder repetitionDraw(int occurrences) {
      if (occurrences < 2) {
        throw new IllegalArgumentException(
            "The repetition draw must be 2 occurrences or more, not " + occurrences);
      }
      this.repetitionDraw = occurrences;
      return this;
    }

    /**
     * Chooses the reading of compulsory capture. By default (false) the library reads the rules
     * sheet's "ütéskényszer" as the sheet says it: a step onto a square of the piece's own colour
     * must take an enemy piece standing on that colour when there is one, but a player may make
     * a step that earns no capture even when a capturing step exists. With {@code true}, the
     * draughts reading: whenever a capturing step exists, one must be chosen; a step that
     * captures nothing is then refused with {@link ColorFieldReason#CAPTURING_STEP_REQUIRED}.
     *
     * <pre>{@code
     * ColorField draughts = ColorField.builder().capturingStepRequired(true).build();
     * draughts.legalMoves(draughts.initialState());   // only the 14 capturing steps, d1-e2xb9 ...
     * }</pre>
     *
     * @param required whether a capturing step must be chosen when one exists
     * @return this builder
     */
    public Builder capturingStepRequired(boolean required) {
      this.capturingStepRequired = required;
      return this;
    }

    /**
     * Builds the rules.
     *
     * @return the rules
     */
    public ColorField build() {
      return new ColorField(this);
    }
  }
}
