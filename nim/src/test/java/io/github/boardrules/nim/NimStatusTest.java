package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import org.junit.jupiter.api.Test;

class NimStatusTest {

  @Test
  void normalPlayTheLastBallWins() {
    GridNim rules = GridNim.builder().rows(1).columns(2).build();
    GridNimState state = rules.play(rules.initialState(), rules.notation().parse("a1"));
    assertThat(rules.status(state).isOngoing()).isTrue();
    state = rules.play(state, rules.notation().parse("b1")); // SECOND takes the last ball
    Status status = rules.status(state);
    assertThat(status.isOver()).isTrue();
    assertThat(status.winner()).contains(Player.SECOND);
    assertThat(status.termination()).contains(NimTermination.LAST_BALL_WINS);
    assertThat(status.description()).isEqualTo("SECOND took the last ball and wins");
  }

  @Test
  void miserePlayTheLastBallLoses() {
    GridNim rules = GridNim.builder().rows(1).columns(2).misere(true).build();
    GridNimState state = rules.play(rules.initialState(), rules.notation().parse("a1-b1"));
    Status status = rules.status(state);
    assertThat(status.winner()).contains(Player.SECOND);
    assertThat(status.termination()).contains(NimTermination.LAST_BALL_LOSES);
    assertThat(status.description()).isEqualTo("FIRST took the last ball and loses");
  }

  @Test
  void heapNimEndsTheSameWay() {
    HeapNim normal = HeapNim.of(2);
    HeapNimState end = normal.play(normal.initialState(), HeapNimMove.of(1, 2));
    assertThat(normal.status(end).winner()).contains(Player.FIRST);
    assertThat(normal.status(end).description()).isEqualTo("FIRST took the last ball and wins");
    HeapNim misere = normal.toBuilder().misere(true).build();
    HeapNimState misereEnd = misere.play(misere.initialState(), HeapNimMove.of(1, 2));
    assertThat(misere.status(misereEnd).winner()).contains(Player.SECOND);
    assertThat(misere.status(misereEnd).termination()).contains(NimTermination.LAST_BALL_LOSES);
    assertThat(misere.status(misere.initialState())).isEqualTo(Status.ongoing());
  }

  @Test
  void aSetUpEmptyBoardCountsThePlayerNotToMoveAsTakingTheLastBall() {
    GridNim rules = GridNim.standard();
    assertThat(rules.status(rules.state(0, Player.FIRST)).winner()).contains(Player.SECOND);
    GridNim misere = rules.toBuilder().misere(true).build();
    assertThat(misere.status(misere.state(0, Player.FIRST)).winner()).contains(Player.FIRST);
  }

  @Test
  void thePlyBoundIsTheNumberOfBallsAndBoundsEveryGame() {
    assertThat(GridNim.standard().plyBound()).hasValue(16);
    assertThat(GridNim.builder().rows(3).columns(5).build().plyBound()).hasValue(15);
    assertThat(HeapNim.triangle().plyBound()).hasValue(36);
    // Taking one ball at a time reaches the bound exactly.
    GridNim rules = GridNim.standard();
    GridNimState state = rules.initialState();
    int plies = 0;
    while (rules.status(state).isOngoing()) {
      state = rules.play(state, rules.legalMoves(state).get(0));
      plies++;
    }
    assertThat(plies).isEqualTo(rules.plyBound().getAsInt());
  }
}
