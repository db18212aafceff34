package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Hand-built positions on the default layout; square colours from the spec's picture. */
class ColorFieldRulesTest {
  private final ColorField rules = ColorField.standard();
  private final ColorFieldLayout layout = rules.layout();

  private ColorFieldState position(String gates, char toMove, int plies, String... pieces) {
    return rules.state(Boards.standard(gates, toMove, plies, pieces));
  }

  private ColorFieldMove move(String text) {
    return rules.notation().parse(text);
  }

  /** The legal moves starting from one location, in notation. */
  private List<String> movesFrom(ColorFieldState state, String from) {
    List<String> found = new ArrayList<>();
    for (ColorFieldMove m : rules.legalMoves(state)) {
      if (layout.name(m.from()).equals(from)) {
        found.add(m.toString());
      }
    }
    return found;
  }

  private void assertIllegal(ColorFieldState state, String move, ColorFieldReason reason, String messagePart) {
    Legality legality = rules.check(state, move(move));
    assertThat(legality.reason()).as("%s: %s", move, legality).contains(reason);
    assertThat(legality.message()).contains(messagePart);
    assertThatThrownBy(() -> rules.play(state, move(move))).isInstanceOf(IllegalMoveException.class);
  }

  @Test
  void theStartHasFullToMoveWithSeventeenPiecesATeam() {
    ColorFieldState start = rules.initialState();
    assertThat(start.toMove()).isEqualTo(Team.FULL);
    assertThat(rules.toMove(start)).isEqualTo(Player.FIRST);
    for (Team team : Team.values()) {
      assertThat(start.piecesOnBoard(team)).isEqualTo(14);
      assertThat(start.piecesInGates(team)).isEqualTo(3);
    }
    // The gates' squares are taken by FULL's own pieces, so no RED piece can leave yet.
    assertThat(movesFrom(start, "e0")).isEmpty();
    // a1 (G on a Y square) steps to a2 (Y) or b2? b2 holds FULL's P; so a2 only.
    assertThat(movesFrom(start, "a1")).containsExactly("a1-a2");
    assertThat(rules.status(start).isOngoing()).isTrue();
  }

  @Test
  void whoStartsIsAnOption() {
    ColorField emptyFirst = ColorField.builder().firstTeam(Team.EMPTY).build();
    assertThat(emptyFirst.initialState().toMove()).isEqualTo(Team.EMPTY);
    assertThat(emptyFirst.toMove(emptyFirst.initialState())).isEqualTo(Player.FIRST);
    assertThat(emptyFirst.player(Team.FULL)).isEqualTo(Player.SECOND);
    assertThat(emptyFirst.team(Player.FIRST)).isEqualTo(Team.EMPTY);
    assertThat(emptyFirst.legalMoves(emptyFirst.initialState())).allSatisfy(m ->
        assertThat(emptyFirst.initialState().teamAt(m.from())).contains(Team.EMPTY));
  }

  @Test
  void aPieceOnItsOwnColourMayNotStepToAnotherSquareOfThatColour() {
    // FULL's green piece on c2 (green). Neighbours: b1 Y, c1 G, d1 G, b2 Y, d2 G, b3 B, c3 B, d3 B.
    ColorFieldState state = position("RRRrrr", 'F', 10, "c2=G", "a8=y");
    assertThat(movesFrom(state, "c2")).containsExactly("c2-b1", "c2-b2", "c2-b3", "c2-c3", "c2-d3");
    assertIllegal(state, "c2-d2", ColorFieldReason.OWN_COLOR_TO_OWN_COLOR, "may not step to another GREEN square");
    assertIllegal(state, "c2-c1", ColorFieldReason.OWN_COLOR_TO_OWN_COLOR, "GREEN");
    // From a non-green square the same piece may step onto green: b2 (Y) to c1 (G).
    ColorFieldState other = position("RRRrrr", 'F', 10, "b2=G", "a8=y");
    assertThat(movesFrom(other, "b2")).contains("b2-c1", "b2-c2");
  }

  @Test
  void aCompulsoryCaptureListsEachChoice() {
    // FULL's purple piece on f3 (Y). e2 and f2 are purple squares. EMPTY pieces on purple squares:
    // h5 (index 47), c6 (52), a10 (90); a8 is yellow and cannot be taken.
    ColorFieldState state = position("RRRrrr", 'F', 10, "f3=P", "h5=b", "c6=y", "a10=g", "a8=p");
    assertThat(movesFrom(state, "f3")).containsExactly(
        "f3-e2xh5", "f3-e2xc6", "f3-e2xa10",
        "f3-f2xh5", "f3-f2xc6", "f3-f2xa10",
        "f3-g2", "f3-e3", "f3-g3", "f3-e4", "f3-f4", "f3-g4");
    assertIllegal(state, "f3-e2", ColorFieldReason.CAPTURE_REQUIRED, "must capture one of h5, c6, a10");
    assertIllegal(state, "f3-e2xa8", ColorFieldReason.NOT_CAPTURABLE, "choose one of h5, c6, a10");
    assertIllegal(state, "f3-g3xh5", ColorFieldReason.NO_CAPTURE_EARNED, "own colour");
    ColorFieldState after = rules.play(state, move("f3-e2xc6"));
    assertThat(after.teamAt(layout.indexOf("c6"))).isEmpty();
    assertThat(after.pieceColorAt(layout.indexOf("e2"))).contains(FieldColor.PURPLE);
    assertThat(after.teamAt(layout.indexOf("e2"))).contains(Team.FULL);
    assertThat(after.piecesOnBoard(Team.EMPTY)).isEqualTo(3);
    assertThat(after.toMove()).isEqualTo(Team.EMPTY);
  }

  @Test
  void aStepOntoTheOwnColourWithNoEnemyOnItCapturesNothing() {
    // The same purple piece, but no EMPTY piece stands on a purple square (a8 Y, c7 B).
    ColorFieldState state = position("RRRrrr", 'F', 10, "f3=P", "a8=y", "c7=b");
    assertThat(movesFrom(state, "f3")).contains("f3-e2", "f3-f2").noneMatch(m -> m.contains("x"));
    assertThat(rules.check(state, move("f3-e2")).isLegal()).isTrue();
    assertIllegal(state, "f3-e2xa8", ColorFieldReason.NOT_CAPTURABLE, "there is none to capture");
    ColorFieldState after = rules.play(state, move("f3-e2"));
    assertThat(after.piecesOnBoard(Team.EMPTY)).isEqualTo(2);
  }

  @Test
  void aRedPieceInItsGateCannotBeTakenButCanOnceItHasStepped() {
    // EMPTY's purple piece on e3 (Y) may step to e2 (P). FULL's only pieces are its gate REDs.
    ColorFieldState emptyToMove = position("RRRrrr", 'E', 11, "e3=p");
    assertThat(movesFrom(emptyToMove, "e3")).contains("e3-e2", "e3-f2").noneMatch(m -> m.contains("x"));

    ColorFieldState fullToMove = position("RRRrrr", 'F', 10, "e3=p");
    assertThat(movesFrom(fullToMove, "e0")).containsExactly("e0-d1", "e0-e1", "e0-f1");
    ColorFieldState out = rules.play(fullToMove, move("e0-e1"));   // e1 is purple
    assertThat(out.gateOccupied(1)).isFalse();
    assertThat(out.pieceColorAt(layout.indexOf("e1"))).contains(FieldColor.RED);
    assertThat(movesFrom(out, "e3")).contains("e3-e2xe1", "e3-f2xe1").doesNotContain("e3-e2");
    assertIllegal(out, "e3-e2", ColorFieldReason.CAPTURE_REQUIRED, "must capture one of e1");
    // And it never goes back: no move of FULL enters a gate.
    ColorFieldState back = rules.play(out, move("e3-f2xe1"));
    assertThat(back.redPieces(Team.FULL)).isEqualTo(2);
    ColorFieldState redOut = position("R-Rrrr", 'F', 12, "e1=R", "e3=p");
    assertIllegal(redOut, "e1-e0", ColorFieldReason.INTO_GATE, "no piece enters a gate (e0)");
  }

  @Test
  void aRedPieceOnTheCastleWins() {
    ColorFieldState state = position("--Rrrr", 'F', 20, "e4=R", "f4=G", "a1=R", "a10=g");
    assertIllegal(state, "f4-f5", ColorFieldReason.CASTLE_FOR_RED_ONLY, "only RED pieces may step on the castle");
    ColorFieldState won = rules.play(state, move("e4-e5"));
    Status status = rules.status(won);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(ColorFieldTermination.CASTLE_REACHED);
    assertThat(status.description()).isEqualTo("FULL brought a RED piece onto the castle at e5");
    assertThat(rules.legalMoves(won)).isEmpty();
    assertIllegal(won, "a10-a9", ColorFieldReason.GAME_OVER, "castle");
  }

  @Test
  void capturingAllThreeRedPiecesWins() {
    // EMPTY's last RED piece stands on c6 (P); FULL's purple piece on f3 steps to e2 (P) and takes it.
    ColorFieldState state = position("RRR---", 'F', 30, "f3=P", "c6=r", "a8=g");
    assertThat(state.redPieces(Team.EMPTY)).isEqualTo(1);
    assertThat(movesFrom(state, "f3")).contains("f3-e2xc6");
    ColorFieldState won = rules.play(state, move("f3-e2xc6"));
    Status status = rules.status(won);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(ColorFieldTermination.ALL_RED_CAPTURED);
    assertThat(status.description()).isEqualTo("FULL captured all 3 RED pieces of EMPTY");
    assertThat(rules.legalMoves(won)).isEmpty();
  }

  @Test
  void leavingTheOpponentWithoutALegalMoveWins() {
    // EMPTY has only its three gate REDs; FULL fills b10-i10 and steps j9-j10 to close the last one.
    ColorFieldState state = position("---rrr", 'F', 40,
        "b10=G", "c10=G", "d10=G", "e10=B", "f10=B", "g10=B", "h10=Y", "i10=Y", "j9=B", "a1=R");
    assertThat(rules.legalMoves(state)).isNotEmpty();
    ColorFieldState won = rules.play(state, move("j9-j10"));
    Status status = rules.status(won);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(ColorFieldTermination.NO_LEGAL_MOVE);
    assertThat(status.description()).isEqualTo("EMPTY has no legal move; FULL wins");
    assertThat(rules.legalMoves(won)).isEmpty();
  }

  @Test
  void otherIllegalMovesNameTheirReason() {
    ColorFieldState start = rules.initialState();
    assertIllegal(start, "a10-a9", ColorFieldReason.NOT_YOUR_PIECE, "a10 holds a piece of EMPTY");
    assertIllegal(start, "a3-a4", ColorFieldReason.NOT_YOUR_PIECE, "a3 is empty");
    assertIllegal(start, "i11-h10", ColorFieldReason.NOT_YOUR_PIECE, "Gate i11 holds no RED piece of FULL");
    assertIllegal(start, "a1-a3", ColorFieldReason.NOT_A_NEIGHBOUR, "a3 is not a neighbour of a1");
    assertIllegal(start, "a1-b1", ColorFieldReason.OCCUPIED_SQUARE, "b1 is taken");
    assertIllegal(start, "a1-b0", ColorFieldReason.INTO_GATE, "no piece enters a gate");
    ColorField small = ColorField.of(ColorFieldLayout.parse(Boards.SMALL_LAYOUT));
    ColorFieldMove foreign = small.notation().parse("a1-a2");
    assertThat(rules.check(start, foreign).reason()).contains(ColorFieldReason.OTHER_LAYOUT);
  }

  @Test
  void aPlyLimitDrawsButAWinOnTheLastPlyStillWins() {
    ColorField limited = ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(2)).build();
    ColorFieldState state = limited.play(limited.initialState(), limited.notation().parse("a1-a2"));
    state = limited.play(state, limited.notation().parse("j10-j9"));
    Status status = limited.status(state);
    assertThat(status.kind()).isEqualTo(Status.Kind.DRAW);
    assertThat(status.termination()).contains(ColorFieldTermination.PLY_LIMIT);
    assertThat(status.description()).isEqualTo("the ply limit of 2 plies was reached");
    assertThat(limited.legalMoves(state)).isEmpty();
    assertThat(limited.plyBound()).hasValue(2);
    assertThat(ColorField.standard().plyBound()).isEmpty();

    ColorField tight = ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(21)).build();
    ColorFieldState last = tight.state(Boards.standard("--Rrrr", 'F', 20, "e4=R", "a1=R", "a10=g"));
    assertThat(tight.status(tight.play(last, tight.notation().parse("e4-e5"))).winner()).contains(Player.FIRST);
  }

  @Test
  void repeatingAPositionTheConfiguredNumberOfTimesDraws() {
    ColorField repeating = ColorField.builder().drawOptions(DrawOptions.NONE.withRepetitionDraw(3)).build();
    String[] shuffle = {"a1-a2", "j10-j9", "a2-a1", "j9-j10"};
    ColorFieldState state = repeating.initialState();
    for (int ply = 0; ply < 8; ply++) {
      assertThat(repeating.status(state).isOngoing()).as("after %d plies", ply).isTrue();
      state = repeating.play(state, repeating.notation().parse(shuffle[ply % 4]));
    }
    // The start occurred at plies 0, 4 and 8.
    Status status = repeating.status(state);
    assertThat(status.termination()).contains(ColorFieldTermination.REPETITION);
    assertThat(status.description()).isEqualTo("the position occurred 3 times");
    // Without the option the same moves go on.
    ColorFieldState plain = rules.initialState();
    for (int ply = 0; ply < 8; ply++) {
      plain = rules.play(plain, move(shuffle[ply % 4]));
    }
    assertThat(rules.status(plain).isOngoing()).isTrue();
  }

  @Test
  void theRenderingShowsSquareColoursPiecesAndGates() {
    String text = rules.render(rules.initialState());
    String[] lines = text.split("\n");
    assertThat(lines[0]).isEqualTo("10 pb pg gp gy pb pg gp gy yb yg");
    assertThat(lines[5]).isEqualTo(" 5 g. g. p. p. r. r. p. p. g. g.");
    assertThat(lines[8]).isEqualTo(" 2 y. yP g. gY p. p. gG g. pB p.");
    assertThat(lines[9]).isEqualTo(" 1 yG yB gY gP pG pB gY gP pG pB");
    assertThat(lines[11]).isEqualTo("gates: b0 R, e0 R, h0 R, i11 r, f11 r, c11 r");
    assertThat(lines[12]).isEqualTo("FULL to move, ply 0");
  }
}
