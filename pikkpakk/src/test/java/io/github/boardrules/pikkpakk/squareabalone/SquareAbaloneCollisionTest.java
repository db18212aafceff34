package io.github.boardrules.pikkpakk.squareabalone;

import static io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneRulesTest.assertIllegal;
import static io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneRulesTest.board;
import static io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneRulesTest.notations;
import static io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneRulesTest.position;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Options c and d, "az ütközés megállítja a tolást" (the collision stops the push): a push that
 * meets a ball ends there, touching it, and is the move of the distance it went; with d the balls
 * met join the run and the push goes on while the mover keeps the strict majority. Every move
 * list below is worked out by hand from the rules text, in the documented order (rows from the
 * bottom, then columns from {@code a}; a run's pushes towards higher indices by distance, then
 * towards lower ones).
 */
class SquareAbaloneCollisionTest {
  private static final String EMPTY = ".........";

  private static final SquareAbalone A = SquareAbalone.builder().distanceByOwnBalls(true).build();
  private static final SquareAbalone AC = A.toBuilder().stopOnCollision(true).build();
  private static final SquareAbalone ACD = AC.toBuilder().continueWithMajority(true).build();
  private static final SquareAbalone BC =
      SquareAbalone.builder().anyDistance(true).stopOnCollision(true).build();
  private static final SquareAbalone BCD = BC.toBuilder().continueWithMajority(true).build();

  /** A board from rows listed top (row 9) down, as the position text writes it. */
  private static String rows(String... rowsFromTop) {
    return String.join("/", rowsFromTop);
  }

  /** The one-point pushes up and down of single LIGHT balls alone in their columns. */
  private static List<String> upAndDown(String... points) {
    List<String> out = new ArrayList<>();
    for (String p : points) {
      out.add(p + "^");
      out.add(p + "v");
    }
    return out;
  }

  private static List<String> concat(List<String> first, List<String> second) {
    List<String> out = new ArrayList<>(first);
    out.addAll(second);
    return out;
  }

  // ---------------------------------------------------------------------------------------------
  // The rules text's example: LIGHT to move, row 5 = XXX..o...

  private static SquareAbaloneState specExample(SquareAbalone rules) {
    return position(rules, "X 0 0 0", EMPTY, EMPTY, EMPTY, EMPTY, "XXX..o...", EMPTY, EMPTY, EMPTY, EMPTY);
  }

  /**
   * a + c: the three-ball run may move 1 point, or its 3 points stopped after 2 by f5 (standing
   * on c5-e5). Pushing left drops a5, LIGHT's own ball; a5, b5, c5 are runs of one in their
   * columns, pushed one point up or down.
   */
  @Test
  void withAAndCTheThreeBallRunMovesOneOrItsThreePointsStoppedAfterTwo() {
    SquareAbaloneState state = specExample(AC);
    assertThat(notations(AC.legalMoves(state)))
        .containsExactly("a5-c5>", "a5-c5>2", "a5^", "a5v", "b5^", "b5v", "c5^", "c5v");
    assertThat(board(AC.play(state, SquareAbaloneMove.parse("a5-c5>2"))))
        .isEqualTo(rows(EMPTY, EMPTY, EMPTY, EMPTY, "..XXXo...", EMPTY, EMPTY, EMPTY, EMPTY));
    assertThat(board(AC.play(state, SquareAbaloneMove.parse("a5-c5>"))))
        .isEqualTo(rows(EMPTY, EMPTY, EMPTY, EMPTY, ".XXX.o...", EMPTY, EMPTY, EMPTY, EMPTY));
    // The move is named by where the run stops: ">3" names a push that does not happen.
    assertIllegal(AC, state, "a5-c5>3", SquareAbaloneReason.BLOCKED,
        "At point 3 of the push the run meets the ball on f5 and, with option c, passes through"
            + " empty points only: the collision stops the push after 2 points, which is the move"
            + " a5-c5>2");
    assertIllegal(AC, state, "a5-c5>4", SquareAbaloneReason.TOO_FAR,
        "with option a it is pushed one point or exactly 3 points (as many as it holds own balls),"
            + " or fewer where a collision stops it (option c), not 4");
    assertIllegal(AC, state, "a5-c5<", SquareAbaloneReason.OWN_BALL_OFF, "LIGHT ball on a5");
  }

  /** a + c + d: the run goes its 3 points and pushes f5 to g5; option a alone does the same. */
  @Test
  void withAcdTheRunGoesItsThreePointsAndPushesTheBallMet() {
    List<String> expected = List.of("a5-c5>", "a5-c5>3", "a5^", "a5v", "b5^", "b5v", "c5^", "c5v");
    for (SquareAbalone rules : List.of(ACD, A)) {
      SquareAbaloneState state = specExample(rules);
      assertThat(notations(rules.legalMoves(state))).as("%s", rules).containsExactlyElementsOf(expected);
      assertThat(board(rules.play(state, SquareAbaloneMove.parse("a5-c5>3"))))
          .isEqualTo(rows(EMPTY, EMPTY, EMPTY, EMPTY, "...XXXo..", EMPTY, EMPTY, EMPTY, EMPTY));
    }
    assertIllegal(ACD, specExample(ACD), "a5-c5>2", SquareAbaloneReason.TOO_FAR,
        "with options a and c it is pushed one point or 3 points, and fewer only where a collision"
            + " stops it, but no ball stops it after 2 points");
  }

  /**
   * b + c: the run goes 1 or 2 points, as with a + c, for any longer push stops after 2; b adds
   * no position. Each single ball goes 1 to 4 points up or down: a fifth would drop it off.
   */
  @Test
  void withBAndCALongerPushIsTheShorterMoveAlready() {
    SquareAbaloneState state = specExample(BC);
    List<String> columns = new ArrayList<>();
    for (String p : List.of("a5", "b5", "c5")) {
      columns.addAll(List.of(p + "^", p + "^2", p + "^3", p + "^4", p + "v", p + "v2", p + "v3", p + "v4"));
    }
    assertThat(notations(BC.legalMoves(state)))
        .containsExactlyElementsOf(concat(List.of("a5-c5>", "a5-c5>2"), columns));
    for (String longer : List.of("a5-c5>3", "a5-c5>8")) {
      assertIllegal(BC, state, longer, SquareAbaloneReason.BLOCKED,
          "the collision stops the push after 2 points, which is the move a5-c5>2");
    }
    // b + c + d: XXXo keeps LIGHT's majority and goes on; at the sixth point f5's DARK ball falls
    // off the edge (no collision), and a seventh would drop LIGHT's own i5.
    SquareAbaloneState withD = specExample(BCD);
    assertThat(notations(BCD.legalMoves(withD)))
        .containsExactlyElementsOf(concat(
            List.of("a5-c5>", "a5-c5>2", "a5-c5>3", "a5-c5>4", "a5-c5>5", "a5-c5>6"), columns));
    SquareAbaloneState six = BCD.play(withD, SquareAbaloneMove.parse("a5-c5>6"));
    assertThat(board(six)).isEqualTo(rows(EMPTY, EMPTY, EMPTY, EMPTY, "......XXX", EMPTY, EMPTY, EMPTY, EMPTY));
    assertThat(six.captured(Player.FIRST)).isEqualTo(1);
    assertIllegal(BCD, withD, "a5-c5>7", SquareAbaloneReason.OWN_BALL_OFF,
        "At point 7 of the push the LIGHT ball on i5 would fall off the board");
  }

  // ---------------------------------------------------------------------------------------------
  // Collisions after 1, 2 and 3 points, and a majority lost with d

  /**
   * Row 2 {@code XXX.o....}: the run meets e2 after 1 point. Row 5 {@code XXX.o.oo.}: it meets e5
   * after 1 point; with d XXXo goes on and meets g5-h5 after 2, where XXXooo is a tie. Row 8
   * {@code XXXX...o.}: four balls meet h8 after 3 points.
   */
  private static SquareAbaloneState collisions(SquareAbalone rules) {
    return position(rules, "X 0 0 0",
        EMPTY, "XXXX...o.", EMPTY, EMPTY, "XXX.o.oo.", EMPTY, EMPTY, "XXX.o....", EMPTY);
  }

  private static final List<String> COLLISION_COLUMNS =
      upAndDown("a2", "a5", "a8", "b2", "b5", "b8", "c2", "c5", "c8", "d8");

  @Test
  void withAAndCEachRunStopsAtTheFirstBallItMeets() {
    SquareAbaloneState state = collisions(AC);
    // a2-c2 and a5-c5 stop after 1 point, the one-point push already; a8-d8 stops after 3.
    assertThat(notations(AC.legalMoves(state))).containsExactlyElementsOf(
        concat(List.of("a2-c2>", "a5-c5>", "a8-d8>", "a8-d8>3"), COLLISION_COLUMNS));
    assertThat(board(AC.play(state, SquareAbaloneMove.parse("a8-d8>3")))).isEqualTo(
        rows(EMPTY, "...XXXXo.", EMPTY, EMPTY, "XXX.o.oo.", EMPTY, EMPTY, "XXX.o....", EMPTY));
    assertIllegal(AC, state, "a2-c2>3", SquareAbaloneReason.BLOCKED,
        "At point 2 of the push the run meets the ball on e2 and, with option c, passes through empty"
            + " points only: the collision stops the push after 1 point, which is the move a2-c2>");
    assertIllegal(AC, state, "a5-c5>2", SquareAbaloneReason.BLOCKED,
        "after 1 point, which is the move a5-c5>");
    assertIllegal(AC, state, "a8-d8>4", SquareAbaloneReason.BLOCKED,
        "At point 4 of the push the run meets the ball on h8");
    assertIllegal(AC, state, "a8-d8>2", SquareAbaloneReason.TOO_FAR,
        "The run a8-d8 holds 4 LIGHT balls: with options a and c it is pushed one point or 4 points,"
            + " and fewer only where a collision stops it, but no ball stops it after 2 points");
  }

  @Test
  void withAcdTheBallsMetJoinTheRunWhileTheMoverKeepsTheMajority() {
    SquareAbaloneState state = collisions(ACD);
    assertThat(notations(ACD.legalMoves(state))).containsExactlyElementsOf(
        concat(List.of("a2-c2>", "a2-c2>3", "a5-c5>", "a5-c5>2", "a8-d8>", "a8-d8>4"), COLLISION_COLUMNS));
    // XXXo keeps 3-1 and goes its 3 points; XXXXo keeps 4-1.
    assertThat(board(ACD.play(state, SquareAbaloneMove.parse("a2-c2>3")))).isEqualTo(
        rows(EMPTY, "XXXX...o.", EMPTY, EMPTY, "XXX.o.oo.", EMPTY, EMPTY, "...XXXo..", EMPTY));
    assertThat(board(ACD.play(state, SquareAbaloneMove.parse("a8-d8>4")))).isEqualTo(
        rows(EMPTY, "....XXXXo", EMPTY, EMPTY, "XXX.o.oo.", EMPTY, EMPTY, "XXX.o....", EMPTY));
    // Row 5: after 2 points c5-f5 (XXXo) meets g5-h5; XXXooo is a tie, so the push ends there.
    assertThat(board(ACD.play(state, SquareAbaloneMove.parse("a5-c5>2")))).isEqualTo(
        rows(EMPTY, "XXXX...o.", EMPTY, EMPTY, "..XXXooo.", EMPTY, EMPTY, "XXX.o....", EMPTY));
    assertIllegal(ACD, state, "a5-c5>3", SquareAbaloneReason.MAJORITY_LOST_IN_COLLISION,
        "At point 3 of the push the run meets g5; the lengthened run c5-h5 holds 3 LIGHT and 3 DARK"
            + " balls, and with option d the push goes on only with the mover's majority: the"
            + " collision stops the push after 2 points, which is the move a5-c5>2");
    // Option a alone: every run goes its full distance, pushing what it meets.
    assertThat(notations(A.legalMoves(collisions(A)))).containsExactlyElementsOf(
        concat(List.of("a2-c2>", "a2-c2>3", "a5-c5>", "a5-c5>3", "a8-d8>", "a8-d8>4"), COLLISION_COLUMNS));
    assertThat(board(A.play(collisions(A), SquareAbaloneMove.parse("a5-c5>3")))).isEqualTo(
        rows(EMPTY, "XXXX...o.", EMPTY, EMPTY, "...XXXooo", EMPTY, EMPTY, "XXX.o....", EMPTY));
  }

  // ---------------------------------------------------------------------------------------------
  // The edge is no collision

  /**
   * Row 5 {@code ...XXXoo.}: d5-h5 goes its 3 points to the right, the edge dropping both DARK
   * balls; no ball stops it. Row 2 {@code ....XXXo.}: the 3-point push to the right would drop
   * LIGHT's own ball at its third point, which refuses it (the edge does not stop it after 2).
   */
  @Test
  void theEdgeIsNoCollision() {
    List<String> expected = concat(
        List.of("e2-h2>", "e2-h2<", "e2-h2<3", "d5-h5>", "d5-h5>3", "d5-h5<", "d5-h5<3"),
        upAndDown("d5", "e2", "e5", "f2", "f5", "g2"));
    for (SquareAbalone rules : List.of(AC, ACD, A)) {
      SquareAbaloneState state = position(rules, "X 0 0 0",
          EMPTY, EMPTY, EMPTY, EMPTY, "...XXXoo.", EMPTY, EMPTY, "....XXXo.", EMPTY);
      assertThat(notations(rules.legalMoves(state))).as("%s", rules).containsExactlyElementsOf(expected);
      SquareAbaloneState three = rules.play(state, SquareAbaloneMove.parse("d5-h5>3"));
      assertThat(board(three)).isEqualTo(
          rows(EMPTY, EMPTY, EMPTY, EMPTY, "......XXX", EMPTY, EMPTY, "....XXXo.", EMPTY));
      assertThat(three.captured(Player.FIRST)).isEqualTo(2);
      assertThat(board(rules.play(state, SquareAbaloneMove.parse("e2-h2<3")))).isEqualTo(
          rows(EMPTY, EMPTY, EMPTY, EMPTY, "...XXXoo.", EMPTY, EMPTY, ".XXXo....", EMPTY));
      assertIllegal(rules, state, "e2-h2>3", SquareAbaloneReason.OWN_BALL_OFF,
          "At point 3 of the push the LIGHT ball on i2 would fall off the board");
    }
    SquareAbaloneState state = position(AC, "X 0 0 0",
        EMPTY, EMPTY, EMPTY, EMPTY, "...XXXoo.", EMPTY, EMPTY, "....XXXo.", EMPTY);
    assertIllegal(AC, state, "e2-h2>2", SquareAbaloneReason.TOO_FAR,
        "no ball stops it after 2 points (its 3-point push is refused: the LIGHT ball on i2 would"
            + " fall off the board at point 3)");
  }
}
