package io.github.boardrules.colorfield;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.colorfield.internal.ColorFieldEnding;
import io.github.boardrules.colorfield.internal.ColorFieldEngine;
import io.github.boardrules.colorfield.internal.ColorFieldHistory;
import io.github.boardrules.colorfield.internal.ColorFieldLegality;
import io.github.boardrules.colorfield.internal.ColorFieldRefusal;
import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.PlyCount;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.learning.ActionEncoding;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.initialization.qual.UnknownInitialization;
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
 * ColorField limited = ColorField.builder()
 *     .drawOptions(DrawOptions.NONE.withPlyLimit(300).withRepetitionDraw(3)).build();
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
 *       draw. Like the other games the library offers both of core's {@link DrawOptions}, off by
 *       default ({@link Builder#drawOptions}): a ply limit (termination {@link
 *       ColorFieldTermination#PLY_LIMIT}) and a repetition draw (termination {@link
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
 *   <li><b>Decision (the library's):</b> repetition: with a repetition draw of {@code n} ({@link
 *       DrawOptions#withRepetitionDraw}) the game is drawn when the same position (pieces, gates and
 *       team to move) occurs for the {@code n}-th time since the last irreversible move (a capture
 *       or a RED piece leaving its gate).
 *   <li><b>Decision (the library's):</b> {@link #legalMoves} lists moves by starting location
 *       (squares in index order a1, b1, ..., then the gates in layout order), then by target
 *       square, then by captured square.
 * </ul>
 *
 * <h2>Performance</h2>
 *
 * <p>The pieces are bit sets of the locations, one per team and colour, each of as many {@code
 * long}s as the squares and gates need (two for the default layout; there is no limit on the
 * board's size), with neighbour and colour tables made once per rules object. The rules live once,
 * in an engine and its legality below this class (package {@code
 * io.github.boardrules.colorfield.internal}, not exported), which work on that form; this class
 * turns their answers into states, moves, reasons and statuses. A state computes
 * its status and the number of its legal moves once, when made, by counting them as the fast path
 * does; {@link #legalMoves} makes a move only when it is read (a random game reads one a state),
 * and lists them all once, kept in the state, when a caller reads moves of an older state.
 * {@link #randomPlayout} plays a whole random game on
 * a few small working arrays, making no object per ply: it counts the moves with population counts
 * and builds only the one drawn.
 *
 * <p>Instances are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class ColorField implements Rules<ColorFieldState, ColorFieldMove> {
  private final ColorFieldLayout layout;
  private final Team firstTeam;
  private final DrawOptions drawOptions;
  /** The ply limit of {@link #drawOptions}, 0 for none. */
  private final int plyLimit;
  /** The repetition draw of {@link #drawOptions}, 0 for none. */
  private final int repetitionDraw;
  private final boolean capturingStepRequired;
  /** The bit-mask tables and move generator of the layout, the status and the fast playout. */
  private final ColorFieldEngine engine;
  /** Why a move is not legal. */
  private final ColorFieldLegality legality;
  /** The start. */
  private final ColorFieldState initial;
  private final ColorFieldNotation notation;

  private ColorField(Builder builder) {
    this.layout = builder.layout;
    this.firstTeam = builder.firstTeam;
    this.drawOptions = builder.drawOptions;
    this.plyLimit = drawOptions.plyLimit().orElse(0);
    this.repetitionDraw = drawOptions.repetitionDraw().orElse(0);
    this.capturingStepRequired = builder.capturingStepRequired;
    this.engine = new ColorFieldEngine(
        layout.board(), firstTeam.index(), plyLimit, repetitionDraw, capturingStepRequired);
    this.legality = new ColorFieldLegality(engine);
    this.notation = new ColorFieldNotation(layout);
    this.initial = initialState(this);
  }

  /**
   * Makes the start, the last part of the rules' construction: a state keeps its rules object (to
   * list its moves when read), so the start is made from the rules with every other field set.
   */
  @SuppressWarnings("nullness") // every field makeState and the state read is set before this call
  private static ColorFieldState initialState(@UnknownInitialization ColorField rules) {
    return rules.makeState(
        rules.engine.initialPieces(), rules.firstTeam, 0, null, ColorFieldHistory.NO_MOVE);
  }

  /** Returns the engine: the bit-mask tables and move generator of the layout. */
  ColorFieldEngine engine() {
    return engine;
  }

  /**
   * Returns the game on the default layout with the default options: FULL starts, no draw
   * options: the exact rules, which know no draw.
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
    return new Builder()
        .layout(layout)
        .firstTeam(firstTeam)
        .drawOptions(drawOptions)
        .capturingStepRequired(capturingStepRequired);
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
   * Returns the draws the rules do not know that these rules add: a ply limit (a game that has
   * lasted that many plies without a win is drawn, {@link ColorFieldTermination#PLY_LIMIT}) and a
   * repetition draw (the same position with the same team to move occurring that many times since
   * the last irreversible move, {@link ColorFieldTermination#REPETITION}); see {@link
   * Builder#drawOptions}.
   *
   * <pre>{@code
   * ColorField.standard().drawOptions();   // DrawOptions.NONE: the exact rules
   * }</pre>
   *
   * @return the draw options, {@link DrawOptions#NONE} by default
   */
  public DrawOptions drawOptions() {
    return drawOptions;
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
   * team to move. See the guide page docs/games/colorfield.md, "Encoding for learning".
   *
   * <pre>{@code
   * ActionEncoding<ColorFieldState, ColorFieldMove> encoding = ColorField.standard().encoding();
   * int[] legal = encoding.legalActions(ColorField.standard().initialState());
   * }</pre>
   *
   * @return the encoding
   */
  @API(status = EXPERIMENTAL, since = "0.1.0")
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
    return initial;
  }

  @Override
  public Player toMove(ColorFieldState state) {
    return player(state.toMove());
  }

  @Override
  public List<ColorFieldMove> legalMoves(ColorFieldState state) {
    return new ColorFieldMoves(engine, own(state));
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
    return drawOptions.plyLimit();
  }

  /** Returns the state as these rules see it: remade if another rules object made it. */
  private ColorFieldState own(ColorFieldState state) {
    if (state.rules().equals(this)) {
      return state;
    }
    if (!state.layout().equals(layout)) {
      throw new IllegalArgumentException("The state is for another layout than these rules'");
    }
    return makeState(state.pieces(), state.toMove(), state.plies(), null, ColorFieldHistory.NO_MOVE);
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
    long code = move.code();
    ColorFieldRefusal refusal = legality.refusal(p, team, code, s.capturesOnly());
    if (refusal == null) {
      return Legality.legal();
    }
    return Legality.illegal(reason(refusal), legality.message(refusal, p, team, code));
  }

  /** Returns the public reason of the legality's refusal. */
  private static ColorFieldReason reason(ColorFieldRefusal refusal) {
    return switch (refusal) {
      case GAME_OVER -> ColorFieldReason.GAME_OVER;
      case OTHER_LAYOUT -> ColorFieldReason.OTHER_LAYOUT;
      case NOT_YOUR_PIECE -> ColorFieldReason.NOT_YOUR_PIECE;
      case NOT_A_NEIGHBOUR -> ColorFieldReason.NOT_A_NEIGHBOUR;
      case INTO_GATE -> ColorFieldReason.INTO_GATE;
      case OCCUPIED_SQUARE -> ColorFieldReason.OCCUPIED_SQUARE;
      case CASTLE_FOR_RED_ONLY -> ColorFieldReason.CASTLE_FOR_RED_ONLY;
      case OWN_COLOR_TO_OWN_COLOR -> ColorFieldReason.OWN_COLOR_TO_OWN_COLOR;
      case CAPTURE_REQUIRED -> ColorFieldReason.CAPTURE_REQUIRED;
      case NO_CAPTURE_EARNED -> ColorFieldReason.NO_CAPTURE_EARNED;
      case NOT_CAPTURABLE -> ColorFieldReason.NOT_CAPTURABLE;
      case CAPTURING_STEP_REQUIRED -> ColorFieldReason.CAPTURING_STEP_REQUIRED;
    };
  }

  @Override
  public ColorFieldState playUnchecked(ColorFieldState state, ColorFieldMove move) {
    ColorFieldState s = own(state);
    long[] before = s.pieces();
    long[] p = before.clone();
    long code = move.code();
    engine.apply(p, s.toMove().index(), code);
    boolean irreversible = engine.isIrreversible(code);
    // From the move alone rather than comparing every set before and after: a ply's cost counts.
    long hash = engine.hashAfter(s.positionHash(), before, code);
    return makeState(p, s.toMove().opponent(), PlyCount.next(s.plies()),
        irreversible ? null : s.history(), irreversible ? ColorFieldHistory.NO_MOVE : code, hash);
  }

  /** Makes a state, computing its hash from the pieces; see the other {@code makeState}. */
  ColorFieldState makeState(
      long[] p, Team toMove, int plies, @Nullable ColorFieldHistory previous, long move) {
    return makeState(p, toMove, plies, previous, move, engine.zobrist().of(p, toMove.index()));
  }

  /**
   * Makes a state: its status and the number of its legal moves are computed here, once, by
   * counting as the fast playout does ({@link ColorFieldEngine#ending}); the moves are listed only
   * when read ({@link ColorFieldMoves}).
   *
   * @param previous the history before the move, or null to start a new one
   * @param move the move code that led here, or {@link ColorFieldHistory#NO_MOVE}
   * @param hash the position hash, the engine's Zobrist hash of the parts
   */
  ColorFieldState makeState(long[] p, Team toMove, int plies, @Nullable ColorFieldHistory previous,
      long move, long hash) {
    int team = toMove.index();
    ColorFieldHistory history = null;
    if (repetitionDraw > 0) {
      history = new ColorFieldHistory(
          hash, p, team, previous == null ? ColorFieldHistory.NO_MOVE : move, previous);
    }
    ColorFieldEngine.Work w = engine.listingWork();
    ColorFieldEnding ending = engine.ending(p, team, plies, history, w);
    if (ending != null) {
      return new ColorFieldState(this, p, toMove, plies, history, 0, false, status(ending, p, toMove), hash);
    }
    ColorFieldState state = new ColorFieldState(
        this, p, toMove, plies, history, w.legalCount(), w.capturesOnly(), Status.ongoing(), hash);
    w.markCounted(state);
    return state;
  }

  /** Returns the status of a finished game, in words. */
  private Status status(ColorFieldEnding ending, long[] p, Team toMove) {
    Team winner = toMove.opponent();
    return switch (ending) {
      case CASTLE_REACHED -> Status.win(player(winner), ColorFieldTermination.CASTLE_REACHED,
          winner + " brought a RED piece onto the castle at " + engine.castleSquare(p, winner.index()));
      case ALL_RED_CAPTURED -> Status.win(player(winner), ColorFieldTermination.ALL_RED_CAPTURED,
          winner + " captured all " + layout.redCount(toMove) + " RED pieces of " + toMove);
      case NO_LEGAL_MOVE -> Status.win(player(winner), ColorFieldTermination.NO_LEGAL_MOVE,
          toMove + " has no legal move; " + winner + " wins");
      case PLY_LIMIT -> Status.draw(ColorFieldTermination.PLY_LIMIT,
          "the ply limit of " + plyLimit + " plies was reached");
      case REPETITION -> Status.draw(ColorFieldTermination.REPETITION,
          "the position occurred " + repetitionDraw + " times");
    };
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
        long[] codes = ColorFieldMoves.codes(engine, end);
        end = playUnchecked(end, ColorFieldMove.ofCode(layout, codes[random.nextInt(codes.length)]));
      }
      return PlayoutResult.of(end.cachedStatus());
    }
    if (plyCap == 0) {
      return PlayoutResult.UNFINISHED;
    }
    return engine.randomPlayout(s.pieces(), s.toMove().index(), s.plies(), random, plyCap);
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
    return ColorFieldDiagram.draw(own(state));
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
        && drawOptions.equals(other.drawOptions)
        && capturingStepRequired == other.capturingStepRequired
        && layout.equals(other.layout);
  }

  @Override
  public int hashCode() {
    return Objects.hash(layout, firstTeam, drawOptions, capturingStepRequired);
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
   * draw options.
   *
   * <pre>{@code
   * ColorField rules = ColorField.builder()
   *     .layout(ColorFieldLayout.parse(text)).firstTeam(Team.EMPTY)
   *     .drawOptions(DrawOptions.NONE.withPlyLimit(400)).build();
   * }</pre>
   *
   * <p>A builder is not thread-safe; the rules it builds are.
   */
  @API(status = STABLE, since = "0.1.0")
  public static final class Builder {
    private ColorFieldLayout layout = ColorFieldLayout.standard();
    private Team firstTeam = Team.FULL;
    private DrawOptions drawOptions = DrawOptions.NONE;
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
     * Sets the draws the rules do not have, both off by default ({@link DrawOptions#NONE}). The
     * colour-field game offers both:
     *
     * <ul>
     *   <li>a <b>ply limit</b>: a game that has lasted that many plies without a win is drawn
     *       ({@link ColorFieldTermination#PLY_LIMIT}); a win on the last ply still wins;
     *   <li>a <b>repetition draw</b> of {@code n}: the game is drawn ({@link
     *       ColorFieldTermination#REPETITION}) when the same position — the pieces, the gates and
     *       the team to move — occurs for the {@code n}-th time since the last irreversible move (a
     *       capture or a RED piece leaving its gate).
     * </ul>
     *
     * <pre>{@code
     * ColorField rules = ColorField.builder()
     *     .drawOptions(DrawOptions.NONE.withPlyLimit(300).withRepetitionDraw(3)).build();
     * }</pre>
     *
     * @param drawOptions the draw options
     * @return this builder
     */
    public Builder drawOptions(DrawOptions drawOptions) {
      this.drawOptions = Objects.requireNonNull(drawOptions, "drawOptions");
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
