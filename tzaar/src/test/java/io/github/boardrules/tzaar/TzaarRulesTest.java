package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Hand-built positions for the rules text's cases. */
class TzaarRulesTest {
  private final Tzaar rules = Tzaar.fixedSetup();

  private TzaarMove move(String text) {
    return rules.notation().parse(text);
  }

  /**
   * Two stacks of each side; with a third type added for each, nobody has lost: A1 and A2 face
   * each other, and so do I1 and I5 (across the empty I2-I4).
   */
  private static Board base() {
    return Board.empty()
        .put("A1", "a")
        .put("A2", "A")
        .put("I1", "b")
        .put("I5", "B");
  }

  @Test
  void aCaptureThroughTheCentreHoleIsRefused() {
    TzaarState state = base().put("E4", "c").put("E6", "C").state("w", "capture");
    Legality legality = rules.check(state, move("E4xE6"));
    assertThat(legality.reason()).contains(TzaarReason.CENTRE_HOLE);
    assertThat(legality.message()).contains("E4").contains("E6").contains("centre hole");
    assertThat(rules.legalMoves(state)).doesNotContain(move("E4xE6"));
    // E4's ray upwards ends at the hole; its other rays hold no stack.
    assertThat(rules.legalMoves(state)).containsExactly(move("A1xA2"), move("I1xI5"));
    // The same for BLACK from the other side.
    TzaarState black = base().put("E4", "c").put("E6", "C").state("b", "capture");
    assertThat(rules.check(black, move("E6xE4")).reason()).contains(TzaarReason.CENTRE_HOLE);
    assertThat(rules.legalMoves(black)).containsExactly(move("A2xA1"), move("I5xI1"));
  }

  @Test
  void aCaptureOfAHigherStackIsRefusedWithItsReason() {
    // C3 (one Tott) looks up column C over the empty C4 at a BLACK stack of two on C5.
    TzaarState state = base().put("C3", "c").put("C5", "CC").state("w", "capture");
    Legality legality = rules.check(state, move("C3xC5"));
    assertThat(legality.reason()).contains(TzaarReason.TARGET_TOO_HIGH);
    assertThat(legality.message()).isEqualTo(
        "C3xC5: the stack on C5 is 2 high, higher than the 1 of the stack on C3");
    assertThatThrownBy(() -> rules.play(state, move("C3xC5")))
        .isInstanceOf(IllegalMoveException.class)
        .satisfies(e -> assertThat(((IllegalMoveException) e).reason()).isEqualTo(TzaarReason.TARGET_TOO_HIGH));
    // BLACK's two may take WHITE's one: height, not type, decides.
    TzaarState black = base().put("C3", "c").put("C5", "CC").state("b", "capture");
    TzaarState after = rules.play(black, move("C5xC3"));
    assertThat(after.stack(TzaarPoint.of("C3")).orElseThrow().toString()).isEqualTo("CC");
    assertThat(after.height(TzaarPoint.of("C5"))).isZero();
    // Equal heights may capture each other.
    TzaarState equal = base().put("C3", "cc").put("C5", "CC").state("w", "capture");
    assertThat(rules.check(equal, move("C3xC5")).isLegal()).isTrue();
  }

  @Test
  void stackingOntoYourOwnLastTzaarIsLegalAndLoses() {
    // WHITE's only Tzaar on top is D4; D5 (a Tott) is right above it.
    TzaarState state =
        base()
            .put("A1", "c")
            .put("D4", "a")
            .put("D5", "c")
            .put("H1", "b")
            .put("E9", "C")
            .state("w", "second");
    assertThat(state.topCount(TzaarColour.WHITE, TzaarType.TZAAR)).isEqualTo(1);
    assertThat(rules.check(state, move("D5>D4")).isLegal()).isTrue();
    TzaarState after = rules.play(state, move("D5>D4"));
    assertThat(after.stack(TzaarPoint.of("D4")).orElseThrow().toString()).isEqualTo("ac");
    Status status = rules.status(after);
    assertThat(status.winner()).contains(Player.SECOND);
    assertThat(status.termination()).contains(TzaarTermination.LOST_A_TYPE);
    assertThat(status.description()).isEqualTo("WHITE has no Tzaar on top of a stack; BLACK wins");
    assertThat(rules.legalMoves(after)).isEmpty();
    // Putting the Tzaar on top of the Tott instead keeps it on top: the game goes on.
    TzaarState kept = rules.play(state, move("D4>D5"));
    assertThat(kept.stack(TzaarPoint.of("D5")).orElseThrow().toString()).isEqualTo("ca");
    assertThat(rules.status(kept).isOngoing()).isTrue();
  }

  @Test
  void whitesOpeningTurnIsOneCapture() {
    TzaarState start = rules.initialState();
    assertThat(start.phase()).isEqualTo(TzaarPhase.OPENING);
    assertThat(rules.legalMoves(start)).allSatisfy(m -> assertThat(m.kind()).isEqualTo(TzaarMove.Kind.CAPTURE));
    Legality pass = rules.check(start, TzaarMove.pass());
    assertThat(pass.reason()).contains(TzaarReason.CAPTURE_REQUIRED);
    assertThat(pass.message()).isEqualTo("pass: WHITE's opening turn is a single capture");
    // D5 (WHITE Tott) and D6 (WHITE Tzaar) touch: stacking is not allowed in the opening.
    assertThat(rules.check(start, move("D5>D6")).reason()).contains(TzaarReason.CAPTURE_REQUIRED);
    TzaarState after = rules.play(start, move("D5xE6"));
    assertThat(after.colourToMove()).isEqualTo(TzaarColour.BLACK);
    assertThat(after.phase()).isEqualTo(TzaarPhase.CAPTURE);
  }

  @Test
  void laterTurnsAreACaptureThenACaptureAStackOrAPass() {
    TzaarState state = rules.play(rules.initialState(), move("D5xE6"));
    // BLACK's first action: captures only.
    assertThat(rules.check(state, TzaarMove.pass()).message())
        .isEqualTo("pass: the first action of a turn must be a capture");
    assertThat(rules.legalMoves(state)).allSatisfy(m -> assertThat(m.kind()).isEqualTo(TzaarMove.Kind.CAPTURE));
    state = rules.play(state, move("E7xE6"));
    assertThat(state.colourToMove()).isEqualTo(TzaarColour.BLACK);
    assertThat(state.phase()).isEqualTo(TzaarPhase.SECOND_ACTION);
    List<TzaarMove> second = rules.legalMoves(state);
    assertThat(second).contains(TzaarMove.pass(), move("E6>E8"), move("F3xE3"));
    assertThat(second.get(second.size() - 1)).isEqualTo(TzaarMove.pass());
    TzaarState passed = rules.play(state, TzaarMove.pass());
    assertThat(passed.colourToMove()).isEqualTo(TzaarColour.WHITE);
    assertThat(passed.phase()).isEqualTo(TzaarPhase.CAPTURE);
    TzaarState stacked = rules.play(state, move("E6>E8"));
    // E6 now holds BLACK's Tzaar from E7; it moves up over the empty E7 onto E8's Tzarra.
    assertThat(stacked.stack(TzaarPoint.of("E8")).orElseThrow().pieces())
        .containsExactly(TzaarType.TZARRA, TzaarType.TZAAR);
    assertThat(stacked.colourToMove()).isEqualTo(TzaarColour.WHITE);
  }

  @Test
  void aPlayerWhoCannotCaptureAtTheStartOfHisTurnHasLost() {
    // BLACK's single pieces see only WHITE stacks of two: no capture.
    TzaarState state = Board.empty()
        .put("A1", "cc").put("A2", "A")
        .put("C1", "bb").put("C2", "B")
        .put("E1", "aa").put("E2", "C")
        .state("b", "capture");
    Status status = rules.status(state);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(TzaarTermination.CANNOT_CAPTURE);
    assertThat(status.description()).isEqualTo("BLACK cannot capture at the start of his turn; WHITE wins");
    assertThat(rules.legalMoves(state)).isEmpty();
    assertThat(rules.check(state, move("A2xA1")).reason()).contains(TzaarReason.GAME_OVER);
    // In the second action the same board is no loss: BLACK may stack or pass.
    TzaarState second = Board.empty()
        .put("A1", "cc").put("A2", "A")
        .put("C1", "bb").put("C2", "B")
        .put("E1", "aa").put("E2", "C")
        .state("b", "second");
    assertThat(rules.status(second).isOngoing()).isTrue();
    // No capture; BLACK's stacks see each other along A2-C2-E2. Listed by moving point (A2 is
    // point 1, C2 12, E2 27), then target point; pass comes last.
    assertThat(rules.legalMoves(second))
        .containsExactly(move("A2>C2"), move("C2>A2"), move("C2>E2"), move("E2>C2"), TzaarMove.pass());
  }

  @Test
  void aFirstCaptureThatTakesTheLastOfATypeEndsTheGameWithoutASecondAction() {
    // BLACK's only Tzarra is on A2, next to WHITE's A1.
    TzaarState state =
        base().put("A2", "B").put("I5", "A").put("H1", "C").put("E9", "c").state("w", "capture");
    TzaarState after = rules.play(state, move("A1xA2"));
    assertThat(after.phase()).isEqualTo(TzaarPhase.SECOND_ACTION);
    Status status = rules.status(after);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(TzaarTermination.LOST_A_TYPE);
    assertThat(rules.legalMoves(after)).isEmpty();
    assertThat(rules.check(after, TzaarMove.pass()).reason()).contains(TzaarReason.GAME_OVER);
  }

  @Test
  void movesStopAtTheFirstOccupiedPointAndNeverJump() {
    TzaarState state = base().put("C1", "c").put("C3", "C").put("C5", "C").state("w", "capture");
    assertThat(rules.legalMoves(state)).contains(move("C1xC3")).doesNotContain(move("C1xC5"));
    Legality blocked = rules.check(state, move("C1xC5"));
    assertThat(blocked.reason()).contains(TzaarReason.PATH_BLOCKED);
    assertThat(blocked.message()).isEqualTo("C1xC5: the stack on C3 stands between C1 and C5");
    assertThat(rules.check(state, move("C1xC2")).reason()).contains(TzaarReason.EMPTY_TARGET);
    assertThat(rules.check(state, move("C1xD3")).reason()).contains(TzaarReason.NOT_IN_LINE);
    assertThat(rules.check(state, move("C1xC1")).reason()).contains(TzaarReason.NOT_IN_LINE);
    assertThat(rules.check(state, move("C3xC5")).reason()).contains(TzaarReason.NOT_YOUR_STACK);
    assertThat(rules.check(state, move("C2xC3")).reason()).contains(TzaarReason.NO_STACK_THERE);
    assertThat(rules.check(state, move("C1>C3")).reason()).contains(TzaarReason.CAPTURE_REQUIRED);
    assertThat(rules.check(state, TzaarMove.place(TzaarPiece.WHITE_TOTT, TzaarPoint.of("E4"))).reason())
        .contains(TzaarReason.WRONG_PHASE);
    TzaarState second = base().put("C1", "c").put("C3", "c").put("C5", "C").state("w", "second");
    assertThat(rules.check(second, move("C1xC3")).reason()).contains(TzaarReason.OWN_STACK);
    assertThat(rules.check(second, move("C3>C5")).reason()).contains(TzaarReason.ENEMY_STACK);
    assertThat(rules.check(second, move("C1>C3")).isLegal()).isTrue();
  }

  @Test
  void tournamentPlacementAlternatesFromWhiteThenPlayOpens() {
    Tzaar tournament = Tzaar.tournament();
    TzaarState state = tournament.initialState();
    assertThat(state.phase()).isEqualTo(TzaarPhase.PLACEMENT);
    assertThat(state.stackCount()).isZero();
    // 60 empty points, three types each.
    assertThat(tournament.legalMoves(state)).hasSize(180);
    assertThat(tournament.legalMoves(state).get(0)).hasToString("a@A1");
    assertThat(tournament.check(state, move("A@E4")).reason()).contains(TzaarReason.NOT_YOUR_PIECE);
    assertThat(tournament.check(state, move("E4xE6")).reason()).contains(TzaarReason.WRONG_PHASE);
    state = tournament.play(state, move("a@E4"));
    assertThat(state.colourToMove()).isEqualTo(TzaarColour.BLACK);
    assertThat(tournament.check(state, move("A@E4")).reason()).contains(TzaarReason.POINT_OCCUPIED);
    assertThat(state.piecesInHand(TzaarColour.WHITE, TzaarType.TZAAR)).isEqualTo(5);
    // Fill the board: WHITE and BLACK take the empty points in index order, Tzaars first.
    while (state.phase() == TzaarPhase.PLACEMENT) {
      state = tournament.play(state, tournament.legalMoves(state).get(0));
    }
    assertThat(state.stackCount()).isEqualTo(60);
    assertThat(state.colourToMove()).isEqualTo(TzaarColour.WHITE);
    assertThat(state.phase()).isEqualTo(TzaarPhase.OPENING);
    for (TzaarColour colour : TzaarColour.values()) {
      for (TzaarType type : TzaarType.values()) {
        assertThat(state.piecesOnBoard(colour, type)).isEqualTo(type.count());
      }
    }
  }

  @Test
  void placingATypeWithNoneLeftIsRefused() {
    // WHITE has placed all 6 Tzaars, BLACK 6 pieces: WHITE to place.
    Board board = Board.empty();
    String[] white = {"A1", "A2", "A3", "A4", "A5", "B1"};
    String[] black = {"I1", "I2", "I3", "I4", "I5", "H1"};
    for (int i = 0; i < 6; i++) {
      board.put(white[i], "a").put(black[i], "C");
    }
    TzaarState state = board.state("w", "place");
    Legality legality = Tzaar.tournament().check(state, move("a@E4"));
    assertThat(legality.reason()).contains(TzaarReason.NONE_LEFT);
    assertThat(legality.message()).isEqualTo("a@E4: WHITE has placed all 6 pieces of type 'a'");
    assertThat(Tzaar.tournament().legalMoves(state))
        .allSatisfy(m -> assertThat(m.piece().orElseThrow().type()).isNotEqualTo(TzaarType.TZAAR));
  }
}
