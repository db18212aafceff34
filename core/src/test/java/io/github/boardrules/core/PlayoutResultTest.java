package io.github.boardrules.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.fixture.TakeAway;
import org.junit.jupiter.api.Test;

class PlayoutResultTest {
  @Test
  void statusesMapToResults() {
    assertThat(PlayoutResult.of(Status.ongoing())).isEqualTo(PlayoutResult.UNFINISHED);
    assertThat(PlayoutResult.of(Status.win(Player.SECOND, TakeAway.End.LAST_COUNTER_TAKEN, "took it")))
        .isEqualTo(PlayoutResult.SECOND_WINS);
    assertThat(PlayoutResult.of(Status.draw(TakeAway.End.LAST_COUNTER_TAKEN, "drawn")))
        .isEqualTo(PlayoutResult.DRAW);
    assertThat(PlayoutResult.winOf(Player.FIRST)).isEqualTo(PlayoutResult.FIRST_WINS);
  }

  @Test
  void anUnfinishedPlayoutIsNeitherAWinNorADrawAndScoresWhatTheCallerSays() {
    assertThat(PlayoutResult.UNFINISHED.isFinished()).isFalse();
    assertThat(PlayoutResult.DRAW.isFinished()).isTrue();
    assertThat(PlayoutResult.UNFINISHED.winner()).isEmpty();
    assertThat(PlayoutResult.FIRST_WINS.winner()).contains(Player.FIRST);
    assertThat(PlayoutResult.UNFINISHED.score(Player.FIRST, 0.25)).isEqualTo(0.25);
    assertThat(PlayoutResult.DRAW.score(Player.FIRST, 0.25)).isEqualTo(0.5);
    assertThat(PlayoutResult.SECOND_WINS.score(Player.FIRST, 0.25)).isEqualTo(0.0);
    assertThat(PlayoutResult.SECOND_WINS.score(Player.SECOND, 0.25)).isEqualTo(1.0);
  }
}
