package io.github.boardrules.zertz;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveList;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.zertz.internal.ZertzCounts;
import io.github.boardrules.zertz.internal.ZertzEngine;
import io.github.boardrules.zertz.internal.ZertzLegality;
import io.github.boardrules.zertz.internal.ZertzRefusal;
import io.github.boardrules.zertz.internal.ZertzRings;
import io.github.boardrules.zertz.internal.ZertzZobrist;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The rules of ZÈRTZ (Kris Burm, GIPF project): players take turns placing shared marbles on a
 * shrinking board of rings, and win by capturing a set of marbles.
 *
 * <pre>{@code
 * Zertz rules = Zertz.standard();                       // 37 rings, basic marble set
 * ZertzState state = rules.initialState();
 * state = rules.play(state, rules.notation().parse("Bd4,a1"));
 * rules.legalMoves(state);                              // 1,734 placements
 * rules.status(state);                                  // ongoing
 * Zertz big = Zertz.builder().board(ZertzBoard.RINGS_61).marbleSet(MarbleSet.TOURNAMENT).build();
 * }</pre>
 *
 * <h2>Rules</h2>
 *
 * <p>A turn is one move, of one of two kinds:
 *
 * <ul>
 *   <li><b>Placement</b> (only when no capture is possible): a marble of any colour from the pool
 *       goes on any vacant ring, then one <em>free</em> ring is removed. A ring is free when it is
 *       vacant and two of its six neighbour positions that are next to each other around it hold
 *       no ring (off the board or removed); marbles on the neighbours do not matter. The ring just
 *       played on is occupied, so it is never the one removed. When no ring is free, the placement
 *       removes none.
 *   <li><b>Capture</b> (compulsory: while one is possible, placements are not legal): a marble
 *       jumps over a marble on a neighbouring ring, in a straight line, onto the vacant ring
 *       behind it, and the player takes the jumped marble; any marble may jump any marble. While
 *       the marble can jump again it must (in any direction): the chain ends only when it cannot.
 *       Where several chains exist, of any lengths, the player chooses; the whole chain is one move.
 * </ul>
 *
 * <p><b>Isolation.</b> After every move, each group of connected rings whose rings are all
 * occupied is captured whole by the player who made the move — its marbles go to him and its
 * rings leave the board — provided some ring elsewhere is still vacant. A cut-off group with a
 * vacant ring stays and is captured when a later placement fills its last vacant ring.
 * <b>Decision (rules specification):</b> the rules call claiming an isolated group optional; the
 * library claims it automatically, since claiming can never hurt the claimer.
 *
 * <p><b>End.</b> A player wins as soon as his captured marbles (isolation captures included) form
 * a winning set of the {@link MarbleSet}: basic 3 white, 4 grey, 5 black or 2 of each; tournament
 * 4 white, 5 grey, 6 black or 3 of each ({@link ZertzTermination#WINNING_SET}). If every ring
 * left is occupied before anybody holds a winning set, the player who made the last move wins
 * ({@link ZertzTermination#BOARD_FULL}; the rules text, not boardspace's variant that hands him
 * the marbles and applies the normal win test). <b>Decision:</b> when one move both completes a
 * winning set and fills the board, the status reports the winning set (the winner is the same).
 *
 * <p><b>Empty pool.</b> Once the whole pool is empty, a player places a marble of any colour
 * from his own captured marbles instead; while the pool holds any marble he may not. <b>Decision
 * (rules specification):</b> a player who can neither capture nor place (pool empty, no captured
 * marble) must pass, and the pass is then his only legal move; two passes in a row end the game
 * in a draw ({@link ZertzTermination#TWO_PASSES}).
 *
 * <p><b>No other draw.</b> The rules know no draw but two passes in a row: play goes on until a
 * player holds a winning set or the board is full. Once the pool is empty, players could in
 * principle place and recapture the same marbles for ever, so {@link #plyBound()} is empty by
 * default. <b>Option (off by default):</b> {@link Builder#noProgressDraw(int) noProgressDraw(n)}
 * draws a game after {@code n} plies in a row that take no marble from the pool and remove no
 * ring, by placement or by isolation ({@link ZertzTermination#NO_PROGRESS}); the count is part of
 * the position, and saturates at {@value #MAX_QUIET_PLIES}.
 *
 * <p>The first player is {@link Player#FIRST} (the rules draw lots). <b>Decision (rules
 * specification):</b> the tournament rule "a colour picked from the pool must be played" is table
 * etiquette with no place here, and its "take back a missed capture" rule means only that captures
 * are compulsory, which the library enforces by construction.
 *
 * <h2>Options</h2>
 *
 * <p>The board ({@link ZertzBoard}: 37 rings, the default; 48 or 61) and the marble set ({@link
 * MarbleSet}: basic, the default; tournament) are independent. boardspace.net plays every board
 * with the tournament set.
 *
 * <h2>Move order</h2>
 *
 * <p><b>Decision:</b> {@link #legalMoves} lists, when a capture is possible, every complete
 * capture chain, by starting ring (cell index), then depth-first by direction 0 to 5 (see {@link
 * ZertzBoard}) at each jump. Otherwise it lists the placements: colours white, grey, black (those
 * available); within a colour by ring placed on (cell index); within that by ring removed (cell
 * index), or the one placement without removal when no other ring is free. When nothing can be
 * placed, the list is the pass alone.
 *
 * <h2>Performance</h2>
 *
 * <p>Rings and the three marble colours are {@code long} bit masks, the pool and captures nine
 * 5-bit counts of one {@code long}; each board's neighbour and jump tables are made once. Placement
 * lists make each move only when asked (from the empty 37-ring board there are 1,944 placements;
 * a list costs one small object). {@link #randomPlayout} plays a whole random game on
 * mutable fields (one object per game, none per move), drawing the same moves as {@link
 * io.github.boardrules.core.Playouts#playRandomly}.
 *
 * <p>Instances are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class Zertz implements Rules<ZertzState, ZertzMove> {
  /**
   * The most plies without progress (no marble from the pool, no ring removed) the position
   * counts; the count stays there, and {@link Builder#noProgressDraw} takes at most this many.
   */
  public static final int MAX_QUIET_PLIES = ZertzEngine.MAX_QUIET_PLIES;

  private final ZertzBoard board;
  private final MarbleSet marbleSet;
  /** The no-progress draw option, or 0 when off. */
  private final int noProgressLimit;
  private final ZertzEngine engine;
  private final ZertzLegality legality;
  private final ZertzState initial;
  private final ZertzNotation notation;
  private final ZertzPositions positions;
  /** The win of each player (first's, then second's) by each winning set: 0-2 one colour, 3 each. */
  private final List<Status> winStatus;
  /** The win of each player (first's, then second's) on a full board. */
  private final List<Status> boardFull;
  private final Status twoPasses;
  private final Status noProgress;

  private Zertz(ZertzBoard board, MarbleSet marbleSet, int noProgressLimit) {
    this.board = board;
    this.marbleSet = marbleSet;
    this.noProgressLimit = noProgressLimit;
    ZertzRings rings = board.rings();
    this.engine = new ZertzEngine(rings, marbleSet.needed(Marble.WHITE), marbleSet.needed(Marble.GREY),
        marbleSet.needed(Marble.BLACK), marbleSet.eachNeeded(), noProgressLimit);
    this.legality = new ZertzLegality(rings);
    long counts = 0;
    for (Marble m : Marble.values()) {
      counts = ZertzCounts.add(counts, ZertzCounts.POOL + m.ordinal(), marbleSet.pool(m));
    }
    this.initial = new ZertzState(board, board.allCells(), 0, 0, 0, counts, Player.FIRST, 0, 0);
    this.notation = new ZertzNotation(board);
    this.positions = new ZertzPositions(
        board, marbleSet, engine, noProgressLimit > 0 ? noProgressLimit : MAX_QUIET_PLIES);
    List<Status> wins = new ArrayList<>();
    List<Status> full = new ArrayList<>();
    for (Player p : Player.values()) {
      for (Marble m : Marble.values()) {
        wins.add(Status.win(p, ZertzTermination.WINNING_SET,
            p + " captured " + marbleSet.needed(m) + " " + m.name().toLowerCase(Locale.ROOT)));
      }
      wins.add(Status.win(p, ZertzTermination.WINNING_SET,
          p + " captured " + marbleSet.eachNeeded() + " of each colour"));
      full.add(Status.win(p, ZertzTermination.BOARD_FULL,
          "every ring is occupied; " + p + " made the last move and wins"));
    }
    this.winStatus = List.copyOf(wins);
    this.boardFull = List.copyOf(full);
    this.twoPasses = Status.draw(ZertzTermination.TWO_PASSES, "both players passed: nobody can move");
    this.noProgress =
        Status.draw(ZertzTermination.NO_PROGRESS,
            noProgressLimit + " plies without a marble from the pool or a ring removed");
  }

  /**
   * Returns the game of the rules text: 37 rings, basic marble set (5 white, 7 grey, 9 black).
   *
   * @return the rules
   */
  public static Zertz standard() {
    return builder().build();
  }

  /**
   * Returns the tournament game: 37 rings, tournament marble set (6 white, 8 grey, 10 black).
   *
   * @return the rules
   */
  public static Zertz tournament() {
    return builder().marbleSet(MarbleSet.TOURNAMENT).build();
  }

  /**
   * Returns the game boardspace.net plays on a board: that board with the tournament marble set.
   *
   * @param board the board
   * @return the rules
   */
  public static Zertz boardspace(ZertzBoard board) {
    return builder().board(board).marbleSet(MarbleSet.TOURNAMENT).build();
  }

  /**
   * Returns a builder set to the standard game: 37 rings, basic marble set.
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
    Builder builder = new Builder().board(board).marbleSet(marbleSet);
    builder.noProgressLimit = noProgressLimit;
    return builder;
  }

  /**
   * Returns the no-progress draw option.
   *
   * @return the plies without progress that draw a game, or empty when off (the default)
   */
  public OptionalInt noProgressDraw() {
    return noProgressLimit > 0 ? OptionalInt.of(noProgressLimit) : OptionalInt.empty();
  }

  /**
   * Returns the board.
   *
   * @return the board
   */
  public ZertzBoard board() {
    return board;
  }

  /**
   * Returns the marble set.
   *
   * @return the marble set
   */
  public MarbleSet marbleSet() {
    return marbleSet;
  }

  /**
   * Returns the game for learning code: placements, capture chains (by their first jump and their
   * rank among the chains that share it) and the pass as integer actions, and the board, the pool
   * and the captures as planes of {@code {16, rows, columns}} on the board's axial grid, from the
   * point of view of the player to move. See the guide page docs/games/zertz.md, "Encoding for learning".
   *
   * <pre>{@code
   * ActionEncoding<ZertzState, ZertzMove> encoding = Zertz.standard().encoding();
   * encoding.observationShape();   // {16, 7, 7} on the 37-ring board
   * }</pre>
   *
   * @return the encoding
   */
  @API(status = EXPERIMENTAL, since = "0.1.0")
  public ActionEncoding<ZertzState, ZertzMove> encoding() {
    return new ZertzEncoding(this, board);
  }

  /**
   * Returns the move notation of this board: {@code Bd4,a1} (place black on d4, remove a1), {@code
   * Wd4} (no ring was free), {@code xd4-d6-f4} (a capture chain), {@code pass}.
   *
   * <p>The library's ZÈRTZ move notation, for one board. <b>Decision (this library's):</b> the syntax
   * below, in the style of the GIPF notation the rules specification suggests.
   *
   * <ul>
   *   <li>A placement is the colour letter ({@code W}, {@code G}, {@code B}), the ring placed on, a
   *       comma and the ring removed: {@code Bd4,a1} places a black marble on d4 and removes a1.
   *       Without a removal (no ring was free) it ends after the ring: {@code Wd4}.
   *   <li>A capture is {@code x} and the chain's rings joined by {@code -}: the jumping marble's ring,
   *       then each landing ring: {@code xd4-f4} (one jump, over e4), {@code xd4-d6-f4} (two: over d5, then over e5).
   *   <li>A pass is {@code pass}.
   * </ul>
   *
   * <p>Rings are named by a column letter and a row number without leading zero, as on
   * boardspace.net (see {@link ZertzBoard}); the letter is written in lower case and read in either
   * case ({@code BD4} is {@code Bd4}). No spaces. Parsing checks the form and that every ring
   * exists on this board; whether the move is legal is for {@link Zertz#check}.
   *
   * <pre>{@code
   * MoveNotation<ZertzMove> notation = Zertz.standard().notation();
   * notation.parse("Gc3,g1");     // place grey on c3, remove g1
   * notation.parse("xc3-e4");     // jump from c3 over d4 to e4
   * notation.parse("Bh1");        // TextParseException: no cell h1 on the 37-ring board (a1-g4)
   * }</pre>
   *
   * @return the notation
   */
  public MoveNotation<ZertzMove> notation() {
    return notation;
  }

  /**
   * Returns the position text of these rules, such as {@code 37 ..../...../....../......./....../...../....
   * 5,7,9 0,0,0 0,0,0 1 0 0}.
   *
   * <p>The ZÈRTZ position text of one game (board and marble set). <b>Decision (this library's):</b>
   * eight fields separated by single spaces.
   *
   * <ol>
   *   <li>the board's ring count at the start: {@code 37}, {@code 48} or {@code 61};
   *   <li>the rings, column by column from {@code a}, columns separated by {@code /}, each column
   *       from row 1 up: {@code .} a vacant ring, {@code w}, {@code g}, {@code b} a ring holding a
   *       white, grey or black marble, {@code -} a removed ring;
   *   <li>the pool: white, grey and black counts separated by commas, such as {@code 5,7,9};
   *   <li>the marbles held by the first player, the same way;
   *   <li>the marbles held by the second player;
   *   <li>the player to move, {@code 1} or {@code 2};
   *   <li>the plies in a row without progress (see {@link Builder#noProgressDraw}; at most {@link Zertz#MAX_QUIET_PLIES}, or the option's limit when it is on);
   *   <li>the passes in a row that led to the position: 0, 1 or 2.
   * </ol>
   *
   * <p>The start of the standard game: {@code 37 ..../...../....../......./....../...../.... 5,7,9
   * 0,0,0 0,0,0 1 0 0}. After {@code Bd4,a1}: {@code 37 -.../...../....../...b.../....../...../....
   * 5,7,8 0,0,0 0,0,0 2 0 0}.
   *
   * <p><b>Decision:</b> decoding accepts any position consistent with the rules, reachable or not
   * (for puzzles and analysis). It checks the text against the game: the board; that every colour adds up to the
   * marble set (pool, board and both players' marbles); at least one ring on the board; at most one
   * player holding a winning set, and then the player who just moved; no group of occupied rings cut
   * off while a ring elsewhere is vacant (it would have been captured); the counters in range, no
   * more passes than quiet plies, and passes only with an empty pool. Errors are {@link
   * io.github.boardrules.core.TextParseException}s of kind {@code "position"} naming the index and
   * the reason.
   *
   * @return the position format
   */
  public PositionFormat<ZertzState> positions() {
    return positions;
  }

  @Override
  public ZertzState initialState() {
    return initial;
  }

  @Override
  public Player toMove(ZertzState state) {
    return state.toMove();
  }

  // ---------------------------------------------------------------------------------------------
  // Status

  @Override
  public Status status(ZertzState state) {
    requireBoard(state);
    int toMove = state.toMove().ordinal();
    int end = engine.end(state.counts(), toMove, state.vacant(), state.passes(), state.quietPlies());
    if (end == ZertzEngine.ONGOING) {
      return Status.ongoing();
    }
    if (end < ZertzEngine.END_BOARD_FULL) {
      return winStatus.get(engine.winner(end, state.counts(), toMove) * 4 + end);
    }
    return end == ZertzEngine.END_BOARD_FULL ? boardFull.get(toMove ^ 1)
        : end == ZertzEngine.END_TWO_PASSES ? twoPasses : noProgress;
  }

  private boolean isOver(ZertzState state) {
    return engine.end(state.counts(), state.toMove().ordinal(), state.vacant(), state.passes(),
        state.quietPlies()) != ZertzEngine.ONGOING;
  }

  // ---------------------------------------------------------------------------------------------
  // Moves

  @Override
  public List<ZertzMove> legalMoves(ZertzState state) {
    requireBoard(state);
    if (isOver(state)) {
      return List.of();
    }
    long rings = state.rings();
    long occupied = state.occupied();
    ZertzRings ringRules = engine.rings();
    if (ringRules.canCapture(rings, occupied)) {
      List<int[]> chains = ringRules.captureChains(rings, occupied);
      ZertzMove[] moves = new ZertzMove[chains.size()];
      for (int i = 0; i < moves.length; i++) {
        moves[i] = ZertzMove.captureOf(board, chains.get(i));
      }
      return MoveList.of(moves);
    }
    int colours = ZertzCounts.placeableColours(state.counts(), state.toMove().ordinal());
    if (colours == 0) {
      return List.of(ZertzMove.pass(board));
    }
    return new PlacementList(
        board, colours, rings & ~occupied, ringRules.freeRings(rings, occupied));
  }

  @Override
  public Legality check(ZertzState state, ZertzMove move) {
    requireBoard(state);
    if (move.board() != board) {
      return Legality.illegal(ZertzReason.WRONG_BOARD,
          move + " is a move on the " + move.board() + "; this game is on the " + board);
    }
    if (isOver(state)) {
      return Legality.illegal(ZertzReason.GAME_OVER, "The game is over: " + status(state).description());
    }
    long rings = state.rings();
    long occupied = state.occupied();
    int toMove = state.toMove().ordinal();
    ZertzLegality.@Nullable Refused refused = switch (move.kind()) {
      case PASS -> legality.checkPass(rings, occupied, state.counts(), toMove);
      case CAPTURE -> legality.checkCapture(rings, occupied, move.pathShared());
      case PLACEMENT -> legality.checkPlacement(rings, occupied, state.counts(), toMove,
          move.marbleOrdinal(), move.cell(), move.removedOrNone());
    };
    return refused == null ? Legality.legal()
        : Legality.illegal(reason(refused.reason()), move + ": " + refused.message());
  }

  /** The public reason of an internal refusal: the same name. */
  static ZertzReason reason(ZertzRefusal refusal) {
    return switch (refusal) {
      case GAME_OVER -> ZertzReason.GAME_OVER;
      case WRONG_BOARD -> ZertzReason.WRONG_BOARD;
      case PASS_NOT_ALLOWED -> ZertzReason.PASS_NOT_ALLOWED;
      case CAPTURE_REQUIRED -> ZertzReason.CAPTURE_REQUIRED;
      case MARBLE_NOT_AVAILABLE -> ZertzReason.MARBLE_NOT_AVAILABLE;
      case NO_RING -> ZertzReason.NO_RING;
      case RING_OCCUPIED -> ZertzReason.RING_OCCUPIED;
      case REMOVAL_REQUIRED -> ZertzReason.REMOVAL_REQUIRED;
      case RING_NOT_FREE -> ZertzReason.RING_NOT_FREE;
      case NO_JUMPING_MARBLE -> ZertzReason.NO_JUMPING_MARBLE;
      case NOT_A_JUMP -> ZertzReason.NOT_A_JUMP;
      case NOTHING_TO_JUMP -> ZertzReason.NOTHING_TO_JUMP;
      case LANDING_NOT_VACANT -> ZertzReason.LANDING_NOT_VACANT;
      case CHAIN_NOT_FINISHED -> ZertzReason.CHAIN_NOT_FINISHED;
    };
  }

  @Override
  public ZertzState playUnchecked(ZertzState state, ZertzMove move) {
    requireBoard(state);
    ZertzEngine.Position position = positionOf(state);
    switch (move.kind()) {
      case PASS -> position.pass();
      case CAPTURE -> position.captureChain(move.pathShared());
      case PLACEMENT -> position.place(move.marbleOrdinal(), move.cell(), move.removedOrNone());
    }
    return stateAfter(state, position);
  }

  /** The engine's mutable copy of a state. */
  private ZertzEngine.Position positionOf(ZertzState state) {
    return engine.position(state.rings(), state.white(), state.grey(), state.black(), state.counts(),
        state.toMove().ordinal(), state.quietPlies(), state.passes());
  }

  /** The state the engine reached after one move from {@code before}, with its hash updated. */
  private ZertzState stateAfter(ZertzState before, ZertzEngine.Position after) {
    long hash = before.positionHash()
        ^ ZertzZobrist.marbles(0, before.white() ^ after.white())
        ^ ZertzZobrist.marbles(1, before.grey() ^ after.grey())
        ^ ZertzZobrist.marbles(2, before.black() ^ after.black())
        ^ ZertzZobrist.rings(before.rings() ^ after.rings())
        ^ ZertzZobrist.countsChange(before.counts(), after.counts())
        ^ ZertzZobrist.SECOND_TO_MOVE
        ^ ZertzZobrist.quiet(before.quietPlies()) ^ ZertzZobrist.quiet(after.quietPlies())
        ^ ZertzZobrist.passes(before.passes()) ^ ZertzZobrist.passes(after.passes());
    return new ZertzState(board, after.rings(), after.white(), after.grey(), after.black(),
        after.counts(), before.toMove().opponent(), after.quietPlies(), after.passes(), hash);
  }

  /**
   * Returns a bound on the plies of any game when the no-progress option is on: each ply that
   * makes progress removes a ring or takes a marble from the pool, and at most {@code n} plies
   * pass between two of them. Empty by default: once the pool is empty, the rules let players
   * place and recapture for ever.
   *
   * @return the bound, or empty
   */
  @Override
  public OptionalInt plyBound() {
    if (noProgressLimit == 0) {
      return OptionalInt.empty();
    }
    long progress = (long) board.ringCount() - 1 + marbleSet.total();
    return OptionalInt.of((int) Math.min(Integer.MAX_VALUE, progress + (progress + 1) * noProgressLimit));
  }

  // ---------------------------------------------------------------------------------------------
  // Fast path

  /**
   * Plays uniformly random legal moves from {@code state} until the game is over or {@code plyCap}
   * moves are played, and tells how it ended, making one small object per game and none per
   * move: the fast path for Monte-Carlo engines. It runs on the same engine as {@link
   * #playUnchecked}. Each move is drawn as {@code random.nextInt(n)} over the {@code n} legal moves
   * in the order of {@link #legalMoves}, so a generator in the same state plays the same game as
   * {@link io.github.boardrules.core.Playouts#playRandomly}.
   *
   * <pre>{@code
   * SplittableRandom random = new SplittableRandom(42);
   * PlayoutResult result = rules.randomPlayout(rules.initialState(), random, 1_000);
   * }</pre>
   *
   * @param state where to start; a finished game returns its result
   * @param random the source of the moves
   * @param plyCap the most moves to play, 0 or more
   * @return the winner, a draw (two passes, or the no-progress option), or {@link
   *     PlayoutResult#UNFINISHED} at the cap
   * @throws IllegalArgumentException if the state is for another board or the cap is negative
   */
  public PlayoutResult randomPlayout(ZertzState state, RandomGenerator random, int plyCap) {
    Playouts.requireCap(plyCap);
    requireBoard(state);
    return positionOf(state).run(random, plyCap);
  }

  private void requireBoard(ZertzState state) {
    if (state.board() != board) {
      throw new IllegalArgumentException(
          "The state is on the " + state.board() + "; these rules are for the " + board);
    }
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Zertz other && other.board == board && other.marbleSet == marbleSet
        && other.noProgressLimit == noProgressLimit;
  }

  @Override
  public int hashCode() {
    return Objects.hash(board, marbleSet, noProgressLimit);
  }

  /**
   * Describes the game, such as {@code Zertz[37 rings, BASIC marbles]}; the no-progress option
   * adds {@code , draw after 60 plies without progress}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return "Zertz[" + board.ringCount() + " rings, " + marbleSet + " marbles"
        + (noProgressLimit > 0 ? ", draw after " + noProgressLimit + " plies without progress]" : "]");
  }

  /**
   * Configures a ZÈRTZ game: board and marble set, independent options. It starts as the standard
   * game: 37 rings, basic marble set.
   *
   * <pre>{@code
   * Zertz rules = Zertz.builder().board(ZertzBoard.RINGS_48).marbleSet(MarbleSet.TOURNAMENT).build();
   * }</pre>
   *
   * <p>A builder is not thread-safe; the rules it builds are.
   */
  @API(status = STABLE, since = "0.1.0")
  public static final class Builder {
    private ZertzBoard board = ZertzBoard.RINGS_37;
    private MarbleSet marbleSet = MarbleSet.BASIC;
    private int noProgressLimit;

    private Builder() {}

    /**
     * Sets the board.
     *
     * @param board 37, 48 or 61 rings
     * @return this builder
     */
    public Builder board(ZertzBoard board) {
      this.board = Objects.requireNonNull(board, "board");
      return this;
    }

    /**
     * Sets the marble set.
     *
     * @param marbleSet basic or tournament
     * @return this builder
     */
    public Builder marbleSet(MarbleSet marbleSet) {
      this.marbleSet = Objects.requireNonNull(marbleSet, "marbleSet");
      return this;
    }

    /**
     * Turns on a draw the rules do not know: the game is drawn after {@code plies} plies in a row
     * that take no marble from the pool and remove no ring, by placement or by isolation ({@link
     * ZertzTermination#NO_PROGRESS}). Off by default: the rules' only draw is two passes. An end by
     * the rules on the limit's ply comes first: a capture that completes a winning set there wins.
     *
     * <p>Example: {@code Zertz.builder().noProgressDraw(60).build()}.
     *
     * @param plies 1 to {@value Zertz#MAX_QUIET_PLIES}
     * @return this builder
     * @throws IllegalArgumentException if {@code plies} is out of range
     */
    public Builder noProgressDraw(int plies) {
      if (plies < 1 || plies > MAX_QUIET_PLIES) {
        throw new IllegalArgumentException(
            "The no-progress draw takes 1 to " + MAX_QUIET_PLIES + " plies, not " + plies);
      }
      this.noProgressLimit = plies;
      return this;
    }

    /**
     * Builds the rules.
     *
     * @return the rules
     */
    public Zertz build() {
      return new Zertz(board, marbleSet, noProgressLimit);
    }
  }
}
