package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Replay;
import io.github.boardrules.core.Status;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Game records in the library's record text, and the fast path with repetition detection. */
class PylosRecordTest {

  @Test
  void aRecordWithAnEndGameReplaysToTheWinner() {
    // From the end game of PylosSolverTest: LIGHT completes a square with 2b2 and takes it back,
    // DARK must fill 2b2, LIGHT places the top ball.
    String text = "[Game \"pylos\"]\n"
        + "[Start \"LDLD/DLDL/LDLD/DLDL DDL/DLD/LDD L./LL . L 40\"]\n"
        + "\n"
        + "1. 2b2x2b2\n"
        + "2. 2b2\n"
        + "3. 3a1\n";
    Pylos rules = Pylos.standard();
    GameRecord<PylosState, PylosMove> record =
        GameRecord.read(text, rules.notation(), rules.positions());
    assertThat(record.tags()).containsEntry("Game", "pylos");
    assertThat(record.start().plies()).isEqualTo(40);
    Replay<PylosState, PylosMove> replay = record.replay(rules);
    assertThat(replay.isComplete()).isTrue();
    PylosState end = replay.orThrow();
    assertThat(end.plies()).isEqualTo(43);
    assertThat(end.light() | end.dark()).isEqualTo((1L << 30) - 1);
    Status status = rules.status(end);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(PylosTermination.PYRAMID_COMPLETED);
    assertThat(record.write(rules.notation(), rules.positions())).isEqualTo(text);

    // In the children's rules the first move is refused: move 1, no take-back right.
    Replay<PylosState, PylosMove> children = record.replay(Pylos.children());
    assertThat(children.isComplete()).isFalse();
    assertThat(children.failedMoveNumber()).hasValue(1);
    assertThat(children.failure().orElseThrow().reason()).contains(PylosReason.NO_TAKE_BACK_RIGHT);
  }

  @Test
  void theFastPathWithRepetitionDetectionEndsLikeTheGenericPlayouts() {
    Pylos rules = Pylos.builder().ruleSet(PylosRuleSet.MATURE).drawOptions(DrawOptions.NONE.withPlyLimit(60).withRepetitionDraw(2)).build();
    for (long seed = 0; seed < 20; seed++) {
      // The ply limit of 60 ends every game within the cap of 100.
      PlayoutResult fast = rules.randomPlayout(rules.initialState(), new SplittableRandom(seed), 100);
      assertThat(fast.isFinished()).isTrue();
      PlayoutResult generic = io.github.boardrules.core.Playouts.playout(
          rules, rules.initialState(), new SplittableRandom(seed), 100);
      assertThat(fast).isEqualTo(generic);
    }
  }
}
