package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.Status;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import io.github.boardrules.testkit.RandomGame;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The game's invariants over random games of every rule set. */
class PylosInvariantProperties {
  private static final List<Pylos> RULE_SETS =
      List.of(Pylos.children(), Pylos.standard(), Pylos.mature());

  @Test
  void ballsAreConservedAsEachMoveSays() {
    for (Pylos rules : RULE_SETS) {
      ForAll.games("ball conservation " + rules.ruleSet(), 60, rules, game -> {
        // Reserves tracked from the moves alone: a placement costs one, a take-back returns one.
        int[] reserve = {15, 15};
        for (int i = 0; i < game.moves().size(); i++) {
          PylosState before = game.states().get(i);
          PylosState after = game.states().get(i + 1);
          PylosMove move = game.moves().get(i);
          Player mover = before.toMove();
          reserve[mover.ordinal()] += (move.isRaise() ? 0 : -1) + move.takeBackCount();
          long expected = before.balls(mover);
          if (move.isRaise()) {
            expected &= ~(1L << move.from().getAsInt());
          }
          expected = (expected | 1L << move.to()) & ~move.takeBackMask();
          assertThat(after.balls(mover)).as("mover's balls after %s", move).isEqualTo(expected);
          assertThat(after.balls(mover.opponent())).isEqualTo(before.balls(mover.opponent()));
          for (Player p : Player.values()) {
            assertThat(after.reserve(p)).as("%s reserve after %s", p, move)
                .isEqualTo(reserve[p.ordinal()]);
            assertThat(Long.bitCount(after.balls(p)) + reserve[p.ordinal()]).isEqualTo(15);
          }
          assertThat(after.light() & after.dark()).isZero();
          assertThat((after.light() | after.dark()) >>> 30).isZero();
          assertThat(Long.bitCount(after.light() | after.dark()) + reserve[0] + reserve[1])
              .isEqualTo(30);
        }
      });
    }
  }

  @Test
  void everyBallAboveTheBaseRestsOnFourBalls() {
    for (Pylos rules : RULE_SETS) {
      ForAll.games("support " + rules.ruleSet(), 60, rules, game -> {
        for (PylosState state : game.states()) {
          long occupied = state.light() | state.dark();
          for (int spot = 16; spot < PylosSpots.COUNT; spot++) {
            if ((occupied & (1L << spot)) != 0) {
              assertThat(occupied & Geometry.under(spot))
                  .as("under %s in %s", PylosSpots.name(spot), state)
                  .isEqualTo(Geometry.under(spot));
            }
          }
        }
      });
    }
  }

  @Test
  void onlyFreeBallsAreRaisedOrTakenBackAndRaisesGoUp() {
    for (Pylos rules : RULE_SETS) {
      ForAll.games("free balls " + rules.ruleSet(), 60, rules, game -> {
        for (int i = 0; i < game.moves().size(); i++) {
          PylosState before = game.states().get(i);
          PylosMove move = game.moves().get(i);
          long occupied = before.light() | before.dark();
          long own = before.balls(before.toMove());
          if (move.isRaise()) {
            int from = move.from().getAsInt();
            assertThat(Geometry.onTop(from, occupied)).as("balls on the raised %s", move).isZero();
            assertThat(PylosSpots.level(move.to())).isGreaterThan(PylosSpots.level(from));
            assertThat(Geometry.under(move.to()) & (1L << from)).as("%s", move).isZero();
            occupied &= ~(1L << from);
            own &= ~(1L << from);
          }
          occupied |= 1L << move.to();
          own |= 1L << move.to();
          // The upper ball first, each free and the player's own when it is taken.
          long takeBacks = move.takeBackMask();
          while (takeBacks != 0) {
            int spot = 63 - Long.numberOfLeadingZeros(takeBacks);
            assertThat(own & (1L << spot)).as("own ball taken back in %s", move).isNotZero();
            assertThat(Geometry.onTop(spot, occupied)).as("balls on %s taken back in %s",
                PylosSpots.name(spot), move).isZero();
            occupied &= ~(1L << spot);
            own &= ~(1L << spot);
            takeBacks &= ~(1L << spot);
          }
          if (rules.ruleSet() == PylosRuleSet.CHILDREN) {
            assertThat(move.takeBackCount()).isZero();
          }
        }
      });
    }
  }

  @Test
  void fastPathPlaysTheSameGamesAsTheGenericPlayouts() {
    for (Pylos rules : RULE_SETS) {
      ForAll.values("fast path " + rules.ruleSet(), 40, Gen.ints(0, 1_000_000_000), seed -> {
        // Caps from 0 to 119 cut some games: both paths must cut them alike.
        int cap = seed % 120;
        PlayoutResult fast = rules.randomPlayout(rules.initialState(), new SplittableRandom(seed), cap);
        PlayoutResult generic =
            Playouts.playout(rules, rules.initialState(), new SplittableRandom(seed), cap);
        assertThat(fast).isEqualTo(generic);
      });
    }
  }

  @Test
  void mirroredAndTransposedPositionsHaveMirroredMoves() {
    // The solver folds the eight symmetries of the square into one key: check that they are
    // symmetries of the rules, through the move lists.
    for (Pylos rules : RULE_SETS) {
      ForAll.games("symmetry " + rules.ruleSet(), 25, rules, game -> {
        for (PylosState state : game.states()) {
          for (int kind = 0; kind < 2; kind++) {
            java.util.function.IntUnaryOperator f =
                kind == 0 ? Geometry::mirror : Geometry::transpose;
            PylosState image = rules.state(Geometry.map(state.light(), f),
                Geometry.map(state.dark(), f), state.toMove(), state.plies());
            Set<String> expected = new java.util.HashSet<>();
            for (PylosMove move : rules.legalMoves(state)) {
              PylosMove mapped = move.isRaise()
                  ? PylosMove.raise(f.applyAsInt(move.from().getAsInt()), f.applyAsInt(move.to()))
                  : PylosMove.place(f.applyAsInt(move.to()));
              int[] takeBacks = new int[move.takeBackCount()];
              int k = 0;
              for (long rest = move.takeBackMask(); rest != 0; rest &= rest - 1) {
                takeBacks[k++] = f.applyAsInt(Long.numberOfTrailingZeros(rest));
              }
              expected.add(mapped.withTakeBacks(takeBacks).toString());
            }
            Set<String> actual = new java.util.HashSet<>();
            rules.legalMoves(image).forEach(m -> actual.add(m.toString()));
            assertThat(actual).as("moves of the image of %s", state).isEqualTo(expected);
          }
        }
      });
    }
  }

  @Test
  void drawOptionsEndSomeRandomGamesInBothKindsOfDraw() {
    Pylos rules = Pylos.builder().ruleSet(PylosRuleSet.MATURE).drawOptions(DrawOptions.NONE.withPlyLimit(60).withRepetitionDraw(2)).build();
    Set<PylosTermination> seen = EnumSet.noneOf(PylosTermination.class);
    for (long seed = 0; seed < 200 && seen.size() < 3; seed++) {
      PylosState end = RandomGame.play(rules, seed).finalState();
      Status status = rules.status(end);
      seen.add((PylosTermination) status.termination().orElseThrow());
      if (status.kind() == Status.Kind.DRAW) {
        assertThat(status.termination().orElseThrow())
            .isIn(PylosTermination.PLY_LIMIT, PylosTermination.REPETITION);
      }
      if (status.termination().orElseThrow() == PylosTermination.PLY_LIMIT) {
        assertThat(end.plies()).isEqualTo(60);
      }
    }
    assertThat(seen).contains(PylosTermination.PLY_LIMIT, PylosTermination.REPETITION);
  }
}
