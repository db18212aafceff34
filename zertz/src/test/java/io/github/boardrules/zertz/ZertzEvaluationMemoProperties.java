package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import io.github.boardrules.testkit.RandomGame;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@link ZertzEvaluation} keeps a memo of the isolation targets of the boards it evaluated last;
 * the memo changes no value. One evaluation, used on the positions of random games of all three
 * boards in turn, on crowded ends ({@link CrowdedBoards}, where groups can be cut off) and on the
 * positions one move on (siblings that share their rings and marbles, so
 * that the memo answers), gives what a new evaluation gives, whose memo is empty: the value for
 * both players and the quiet-move bound; also with a memo of two positions, whose entries replace
 * each other all the time. And one evaluation shared by four threads, with a memo of two
 * positions, gives each thread those values.
 */
class ZertzEvaluationMemoProperties {
  /** The moves of each position whose positions are compared too. */
  private static final int CHILDREN = 24;

  @Test
  void oneEvaluationOfManyBoardsGivesWhatANewOneGives() {
    forEachEvaluationAndBoard("evaluation memo", "evaluation memo of two boards",
        (property, evaluation, rules) -> ForAll.games(property, 6, rules,
            game -> game.states().forEach(state -> assertSameWithChildren(rules, evaluation, state))));
  }

  @Test
  void oneEvaluationOfCrowdedEndsGivesWhatANewOneGives() {
    forEachEvaluationAndBoard("evaluation memo of crowded ends", "evaluation memo of two boards, crowded ends",
        (property, evaluation, rules) -> {
          Geometry geometry = Geometry.of(rules.board());
          Gen<ZertzState> positions = random -> CrowdedBoards.position(rules, geometry, random);
          ForAll.values(property, 150, positions, state -> assertSameWithChildren(rules, evaluation, state));
        });
  }

  /** A check of one evaluation on one board's rules, under a property's name. */
  private interface MemoCheck {
    void run(String property, ZertzEvaluation evaluation, Zertz rules);
  }

  /**
   * Runs {@code check} for each marble set with two evaluations, each used on the three boards in
   * turn: one with a memo of two positions, which replace each other all the time (the property
   * {@code tinyName}), and one as {@link ZertzEvaluation#of} makes it ({@code sharedName}).
   */
  private static void forEachEvaluationAndBoard(String sharedName, String tinyName, MemoCheck check) {
    for (MarbleSet set : MarbleSet.values()) {
      ZertzEvaluation shared = ZertzEvaluation.of(Zertz.builder().marbleSet(set).build());
      ZertzEvaluation tiny = new ZertzEvaluation(set, 50, 1);
      for (ZertzBoard board : ZertzBoard.values()) {
        Zertz rules = Zertz.builder().board(board).marbleSet(set).build();
        check.run(tinyName + ": " + board + ", " + set, tiny, rules);
        check.run(sharedName + ": " + board + ", " + set, shared, rules);
      }
    }
  }

  @Test
  void oneEvaluationSharedByThreadsGivesEachThreadWhatANewOneGives() throws Exception {
    Zertz rules = Zertz.tournament();
    // A memo of two positions: the threads replace each other's entries all the time.
    ZertzEvaluation shared = new ZertzEvaluation(MarbleSet.TOURNAMENT, 50, 1);
    ExecutorService threads = Executors.newFixedThreadPool(4);
    try {
      List<Future<?>> runs = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        long seed = 7_001L + t;
        runs.add(threads.submit(() -> {
          for (int g = 0; g < 6; g++) {
            RandomGame.play(rules, seed * 100 + g, 200).states()
                .forEach(state -> assertSameWithChildren(rules, shared, state));
          }
        }));
      }
      for (Future<?> run : runs) {
        run.get(120, TimeUnit.SECONDS);
      }
    } finally {
      threads.shutdownNow();
    }
  }

  /** The position and the positions after its first {@value #CHILDREN} moves. */
  private static void assertSameWithChildren(Zertz rules, ZertzEvaluation shared, ZertzState state) {
    assertSame(rules, shared, state);
    if (rules.status(state).isOver()) {
      return;
    }
    List<ZertzMove> moves = rules.legalMoves(state);
    for (int i = 0; i < moves.size() && i < CHILDREN; i++) {
      assertSame(rules, shared, rules.play(state, moves.get(i)));
    }
  }

  private static void assertSame(Zertz rules, ZertzEvaluation shared, ZertzState state) {
    String where = rules.positions().encode(state);
    for (Player player : Player.values()) {
      assertThat(shared.evaluate(state, player)).as("value for %s of %s", player, where)
          .isEqualTo(ZertzEvaluation.of(rules).evaluate(state, player));
    }
    if (!rules.status(state).isOver() && shared.isQuiet(state)) {
      assertThat(shared.quietMoveBound(state)).as("quiet-move bound of %s", where)
          .isEqualTo(ZertzEvaluation.of(rules).quietMoveBound(state));
    }
  }
}
