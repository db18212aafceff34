package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Hand-built positions for placing, raising, take-backs and the end of the game. Levels are
 * written as in the position text: from the base up, each level's rows from the top.
 */
class PylosRulesTest {
  private static final Set<PylosReason> SEEN = EnumSet.noneOf(PylosReason.class);

  private final Pylos standard = Pylos.standard();
  private final Pylos children = Pylos.children();
  private final Pylos mature = Pylos.mature();

  private static PylosMove move(String text) {
    return Pylos.standard().notation().parse(text);
  }

  private static List<String> names(List<PylosMove> moves) {
    List<String> names = new ArrayList<>();
    moves.forEach(m -> names.add(m.toString()));
    return names;
  }

  private static void assertIllegal(Pylos rules, PylosState state, String text, PylosReason reason,
      String... messageParts) {
    PylosMove move = move(text);
    String before = state.toString();
    Legality legality = rules.check(state, move);
    assertThat(legality.isLegal()).as("%s in %s", text, state).isFalse();
    assertThat(legality.reason()).as("%s: %s", text, legality).contains(reason);
    assertThat(legality.message()).contains(messageParts);
    assertThat(rules.legalMoves(state)).doesNotContain(move);
    IllegalMoveException e = catchThrowableOfType(IllegalMoveException.class, () -> rules.play(state, move));
    assertThat(e).isNotNull();
    assertThat(e.reason()).isEqualTo(reason);
    assertThat(state.toString()).isEqualTo(before);
    SEEN.add(reason);
  }

  private static void assertLegal(Pylos rules, PylosState state, String text) {
    assertThat(rules.check(state, move(text))).as("%s in %s", text, state).isEqualTo(Legality.legal());
    assertThat(rules.legalMoves(state)).contains(move(text));
  }

  @AfterAll
  static void everyReasonIsReached() {
    assertThat(SEEN).isEqualTo(EnumSet.allOf(PylosReason.class));
  }

  @Test
  void theStartHasSixteenPlacementsOnTheBase() {
    PylosState start = standard.initialState();
    assertThat(start.toMove()).isEqualTo(Pylos.LIGHT).isEqualTo(Player.FIRST);
    assertThat(start.reserve(Player.FIRST)).isEqualTo(15);
    assertThat(start.reserve(Player.SECOND)).isEqualTo(15);
    assertThat(names(standard.legalMoves(start))).containsExactly(
        "a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2", "a3", "b3", "c3", "d3", "a4", "b4", "c4",
        "d4");
    assertIllegal(standard, start, "1a1", PylosReason.NOT_SUPPORTED,
        "1a1 does not rest on four balls; a1,b1,a2,b2 are empty");
    PylosState after = standard.play(start, move("b2"));
    assertThat(after.toMove()).isEqualTo(Pylos.DARK);
    assertThat(after.reserve(Player.FIRST)).isEqualTo(14);
    assertThat(standard.legalMoves(after)).hasSize(15);
    assertIllegal(standard, after, "b2", PylosReason.SPOT_TAKEN, "b2 already holds a ball");
  }

  @Test
  void aFreeBallIsRaisedToAHigherSupportedSpotThatDoesNotRestOnIt() {
    // a1 L, b1 D, a2 L, b2 D under the empty 1a1; a free LIGHT ball on d4.
    PylosState state = standard.state("...L/..../LD../LD.. .../.../... ../.. .", Pylos.LIGHT);
    // 11 empty base spots and 1a1 to place on; of the raises only d4-1a1: a1 and a2 are under 1a1.
    List<String> moves = names(standard.legalMoves(state));
    // Placements by spot number (level 0, then 1a1 = 16), then the raises.
    assertThat(moves).containsExactly("c1", "d1", "c2", "d2", "a3", "b3", "c3", "d3", "a4", "b4",
        "c4", "1a1", "d4-1a1");
    PylosState raised = standard.play(state, move("d4-1a1"));
    assertThat(raised.reserve(Pylos.LIGHT)).isEqualTo(12); // raising keeps a ball in hand
    assertThat(raised.ballAt(PylosSpots.parse("1a1"))).contains(Pylos.LIGHT);
    assertThat(raised.ballAt(PylosSpots.parse("d4"))).isEmpty();
    assertIllegal(standard, state, "a1-1a1", PylosReason.SUPPORTS_TARGET,
        "the ball on a1 is one of the four balls under 1a1");
    assertIllegal(standard, state, "b1-1a1", PylosReason.NOT_OWN_BALL, "b1 holds a ball of DARK");
    assertIllegal(standard, state, "c1-1a1", PylosReason.NOT_OWN_BALL, "c1 is empty");
    assertIllegal(standard, state, "d4-c3", PylosReason.NOT_HIGHER, "c3 is on level 0");
    assertIllegal(standard, state, "d4-1b2", PylosReason.NOT_SUPPORTED, "1b2 does not rest");
  }

  @Test
  void aSupportingBallIsNeverRaised() {
    // The lower-left 3x3 block of the base is full and DARK's ball sits on 1a1: a1 supports it.
    PylosState state = standard.state("..../LDL./DLD./LDL. .../.../D.. ../.. .", Pylos.LIGHT);
    assertIllegal(standard, state, "a1-1b2", PylosReason.BALL_NOT_FREE,
        "the ball on a1 supports 1a1 and cannot be moved");
    assertIllegal(standard, state, "b2-1b2", PylosReason.BALL_NOT_FREE, "supports 1a1");
    // c3 carries nothing: it may go to 1a2 (on a2, b2, a3, b3) but not to 1b2, which rests on it.
    assertLegal(standard, state, "c3-1a2");
    assertIllegal(standard, state, "c3-1b2", PylosReason.SUPPORTS_TARGET, "under 1b2");
    for (PylosMove m : standard.legalMoves(state)) {
      if (m.isRaise()) {
        assertThat(m.from().getAsInt()).isNotIn(PylosSpots.parse("a1"), PylosSpots.parse("b1"),
            PylosSpots.parse("a2"), PylosSpots.parse("b2"));
      }
    }
  }

  @Test
  void aSquareGivesOneOrTwoTakeBacksIncludingTheBallJustPlaced() {
    // LIGHT a1, b1, a2; DARK c1, c4, d4. b2 completes LIGHT's square.
    PylosState state = standard.state("..DD/..../L.../LLD. .../.../... ../.. .", Pylos.LIGHT);
    List<String> moves = names(standard.legalMoves(state));
    // 9 other base spots (no square), and b2 with 0, 1 (of 4 free) or 2 (6 pairs) take-backs.
    assertThat(moves).hasSize(9 + 1 + 4 + 6);
    // No take-back, one by spot number, then pairs by lower and then higher spot.
    assertThat(moves).containsSequence("d1", "b2", "b2xa1", "b2xb1", "b2xa2", "b2xb2", "b2xa1,b1",
        "b2xa1,a2", "b2xa1,b2", "b2xb1,a2", "b2xb1,b2", "b2xa2,b2", "c2");
    PylosState one = standard.play(state, move("b2xb2"));
    assertThat(one.balls(Pylos.LIGHT)).isEqualTo(state.balls(Pylos.LIGHT));
    assertThat(one.reserve(Pylos.LIGHT)).isEqualTo(12);
    PylosState two = standard.play(state, move("b2xb2,a1"));
    assertThat(two.reserve(Pylos.LIGHT)).isEqualTo(13);
    assertThat(two.ballAt(PylosSpots.parse("a1"))).isEmpty();
    assertIllegal(standard, state, "c2xc2", PylosReason.NO_TAKE_BACK_RIGHT,
        "the ball on c2 completes no square of LIGHT");
    assertIllegal(standard, state, "b2xc1", PylosReason.TAKE_BACK_NOT_OWN,
        "c1 holds a ball of DARK");
    assertIllegal(standard, state, "b2xb2,c2", PylosReason.TAKE_BACK_NOT_OWN, "c2 is empty");
    assertIllegal(children, state, "b2xb2", PylosReason.NO_TAKE_BACK_RIGHT,
        "the children's rules have no take-backs");
    assertThat(children.legalMoves(state)).hasSize(10);
  }

  @Test
  void theSecondTakeBackMayBeABallTheFirstFreed() {
    // Base full, LIGHT on a1 (under 1a1 only); LIGHT 1a1, 1b1, 1a2; 1b2 completes the square.
    PylosState state =
        standard.state("DLDL/LDLD/DLDL/LDLD .../L../LL. ../.. .", Pylos.LIGHT);
    assertLegal(standard, state, "1b2x1a1,a1");
    assertIllegal(standard, state, "1b2xa1", PylosReason.TAKE_BACK_NOT_FREE,
        "the ball on a1 supports 1a1 and cannot be taken back");
    // b2 (LIGHT) is under 1b2: taking 1b2 back does not free it while 1a1, 1b1, 1a2 stay.
    assertIllegal(standard, state, "1b2x1b2,b2", PylosReason.TAKE_BACK_NOT_FREE,
        "the ball on b2 supports 1a1,1b1,1a2 and cannot be taken back");
    assertIllegal(standard, state, "1b2x1b2,a2", PylosReason.TAKE_BACK_NOT_OWN,
        "a2 holds a ball of DARK");
    assertIllegal(standard, state, "1b2x1b2,c1", PylosReason.TAKE_BACK_NOT_FREE,
        "the ball on c1 supports 1b1");
    PylosState after = standard.play(state, move("1b2x1a1,a1"));
    assertThat(after.ballAt(PylosSpots.parse("1a1"))).isEmpty();
    assertThat(after.ballAt(PylosSpots.parse("a1"))).isEmpty();
    assertThat(after.reserve(Pylos.LIGHT)).isEqualTo(state.reserve(Pylos.LIGHT) + 1);
    // The notation writes the upper ball first and reads either order.
    assertThat(move("1b2xa1,1a1")).isEqualTo(move("1b2x1a1,a1"));
    assertThat(move("1b2xa1,1a1").toString()).isEqualTo("1b2x1a1,a1");
  }

  @Test
  void twoSquaresAtOnceStillGiveAtMostTwo() {
    // LIGHT a1, b1, c1, a2, c2: b2 completes two squares; DARK far away.
    PylosState state = standard.state("DDD./..../L.L./LLL. .../.../... ../.. .", Pylos.LIGHT);
    List<PylosMove> b2 = new ArrayList<>();
    for (PylosMove m : standard.legalMoves(state)) {
      assertThat(m.takeBackCount()).isLessThanOrEqualTo(2);
      if (m.to() == PylosSpots.parse("b2")) {
        b2.add(m);
      }
    }
    // Free LIGHT balls after b2: a1, b1, c1, a2, b2, c2: 1 + 6 + 15 ways.
    assertThat(b2).hasSize(22);
  }

  @Test
  void aRaiseThatCompletesASquareGivesTakeBacksToo() {
    // Base full; LIGHT 1a1, 1b1, 1a2; LIGHT's free ball d4 goes up to 1b2.
    PylosState state =
        standard.state("DLDL/LDLD/DLDL/LDLD .../L../LL. ../.. .", Pylos.LIGHT);
    assertLegal(standard, state, "d4-1b2x1b2");
    PylosState after = standard.play(state, move("d4-1b2x1a1,a1"));
    assertThat(after.reserve(Pylos.LIGHT)).isEqualTo(state.reserve(Pylos.LIGHT) + 2);
    assertIllegal(standard, state, "d4-1c2x1c2", PylosReason.NO_TAKE_BACK_RIGHT, "completes no square");
  }

  @Test
  void matureRulesAlsoRewardLinesOfFourOnTheBaseAndThreeOnLevelOne() {
    // LIGHT a1, b1, c1: d1 completes a row of 4. LIGHT a2, a3 + a1: a4 completes a column.
    PylosState base = standard.state(".DD./L.../L.../LLL. .../.../... ../.. .", Pylos.LIGHT);
    assertLegal(mature, base, "d1xd1");
    assertLegal(mature, base, "a4xa1");
    assertIllegal(standard, base, "d1xd1", PylosReason.NO_TAKE_BACK_RIGHT,
        "completes no square of LIGHT");
    assertIllegal(mature, base, "c2xc2", PylosReason.NO_TAKE_BACK_RIGHT,
        "completes no square or line of LIGHT");
    // A diagonal does not count: LIGHT a1, b2, c3, then d4.
    PylosState diagonal = standard.state("..../..L./.L../L..D .../.../... ../.. .", Pylos.LIGHT);
    assertIllegal(mature, diagonal, "d4xd4", PylosReason.NO_TAKE_BACK_RIGHT, "or line");
    // Level 1: base full, LIGHT 1a1, 1b1; 1c1 completes a row of 3.
    PylosState level1 = standard.state("DLDL/LDLD/DLDL/LDLD .../.../LL. ../.. .", Pylos.LIGHT);
    assertLegal(mature, level1, "1c1x1c1");
    assertIllegal(standard, level1, "1c1x1c1", PylosReason.NO_TAKE_BACK_RIGHT, "no square");
  }

  @Test
  void thePlayerWhoPlacesTheTopBallWins() {
    // Levels 0-2 full: LIGHT 14 (reserve 1), DARK 15. The only move is the top ball.
    PylosState state =
        standard.state("LDLD/DLDL/LDLD/DLDL DLD/LDL/DLD DL/LD .", Pylos.LIGHT);
    assertThat(state.reserve(Pylos.LIGHT)).isEqualTo(1);
    assertThat(names(standard.legalMoves(state))).containsExactly("3a1");
    PylosState end = standard.play(state, move("3a1"));
    Status status = standard.status(end);
    assertThat(status.winner()).contains(Pylos.LIGHT);
    assertThat(status.termination()).contains(PylosTermination.PYRAMID_COMPLETED);
    assertThat(status.description()).isEqualTo("LIGHT placed the top ball; DARK has no move and loses");
    assertThat(standard.legalMoves(end)).isEmpty();
    assertIllegal(standard, end, "a1", PylosReason.GAME_OVER, "The game is over");
  }

  @Test
  void aPlayerWithAnEmptyReserveAndNoRaiseLoses() {
    // Levels 0-1 full; level 2 holds 2a1 L, 2b1 D, 2a2 D; 2b2 and the top are empty.
    // LIGHT 13 on the board (reserve 2), DARK 15 (reserve 0). LIGHT's only move: 2b2.
    Pylos raising = Pylos.builder().raiseWithEmptyReserve(true).build();
    for (Pylos rules : List.of(standard, raising)) {
      PylosState state = rules.state("LDLD/DLDL/LDLD/DLDL DDL/LDL/DDL D./LD .", Pylos.LIGHT);
      assertThat(state.reserve(Pylos.LIGHT)).isEqualTo(2);
      assertThat(state.reserve(Pylos.DARK)).isEqualTo(0);
      assertThat(names(rules.legalMoves(state))).containsExactly("2b2");
      PylosState after = rules.play(state, move("2b2"));
      Status status = rules.status(after);
      assertThat(status.winner()).contains(Pylos.LIGHT);
      assertThat(rules.legalMoves(after)).isEmpty();
      // Identity on purpose: the loop runs over these very rules objects, and only standard's
      // end reading is the default one (raiseWithEmptyReserve off).
      @SuppressWarnings("ReferenceEquality")
      boolean byDefault = rules == standard;
      if (byDefault) {
        // By default DARK's turn comes with an empty reserve: he has run out of balls.
        assertThat(status.termination()).contains(PylosTermination.OUT_OF_BALLS);
        assertThat(status.description()).isEqualTo("DARK has run out of balls and loses");
      } else {
        // Board Game Arena's reading: he may raise, but none of his free balls has a higher
        // supported spot that it does not itself support: no legal move.
        assertThat(status.termination()).contains(PylosTermination.NO_LEGAL_MOVE);
        assertThat(status.description())
            .isEqualTo("DARK has no legal move (empty reserve, no ball to raise) and loses");
      }
    }
  }

  @Test
  void runningOutOfBallsLosesEvenWithARaiseButTheOptionAllowsTheRaise() {
    // Base full with 12 LIGHT; LIGHT 1a1, 1b1, 1c1: 15 on the board. Rows 3-4 carry nothing.
    String levels = "LLLD/LLLD/LLLD/LLLD .../.../LLL ../.. .";
    // The rules' default (the seed and the published sheet): LIGHT's turn comes with an empty
    // reserve, so he has run out of balls and loses, though a4-1a2 would be a legal raise.
    PylosState state = standard.state(levels, Pylos.LIGHT);
    assertThat(state.reserve(Pylos.LIGHT)).isZero();
    Status status = standard.status(state);
    assertThat(status.winner()).contains(Pylos.DARK);
    assertThat(status.termination()).contains(PylosTermination.OUT_OF_BALLS);
    assertThat(standard.legalMoves(state)).isEmpty();
    assertIllegal(standard, state, "a4-1a2", PylosReason.GAME_OVER, "LIGHT has run out of balls");
    // Board Game Arena's reading: the raise is legal and the game goes on.
    Pylos raising = Pylos.builder().raiseWithEmptyReserve(true).build();
    PylosState same = raising.state(levels, Pylos.LIGHT);
    assertThat(raising.status(same).isOngoing()).isTrue();
    assertIllegal(raising, same, "1a2", PylosReason.RESERVE_EMPTY, "LIGHT's reserve is empty");
    assertLegal(raising, same, "a4-1a2");
    for (PylosMove m : raising.legalMoves(same)) {
      assertThat(m.isRaise()).as("%s", m).isTrue();
    }
  }

  @Test
  void emptyingTheReserveWithASquareAndATakeBackIsNotRunningOut() {
    // Level 0 (rows 4 to 1): DDDD, DDLL, L.LL, LLLL; level 1: 1a3 1b3 1c3, 1c2, 1c1 LIGHT.
    // LIGHT has 9 + 5 = 14 balls on the board (reserve 1). He places his last ball on b2,
    // completing a1-b1-a2-b2, and takes b2 back: his reserve is 1 again when his next turn
    // comes, so he is not out.
    PylosState state = standard.state("DDDD/DDLL/L.LL/LLLL LLL/..L/..L ../.. .", Pylos.LIGHT);
    assertThat(state.reserve(Pylos.LIGHT)).isEqualTo(1);
    PylosState after = standard.play(state, move("b2xb2"));
    assertThat(after.reserve(Pylos.LIGHT)).isEqualTo(1);
    assertThat(standard.status(after).isOngoing()).isTrue();
    // Without the take-back, DARK moves, and then LIGHT's turn comes with an empty reserve.
    PylosState spent = standard.play(state, move("b2"));
    assertThat(spent.reserve(Pylos.LIGHT)).isZero();
    PylosState darkMoved = standard.play(spent, standard.legalMoves(spent).get(0));
    assertThat(standard.status(darkMoved).termination()).contains(PylosTermination.OUT_OF_BALLS);
  }
}
