package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import io.github.boardrules.testkit.RandomGame;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** The game's own invariants over random games, on the default and the small layout. */
class ColorFieldInvariantProperties {
  private static final List<ColorField> GAMES =
      List.of(
          ColorField.standard(),
          ColorField.builder().firstTeam(Team.EMPTY).drawOptions(DrawOptions.NONE.withPlyLimit(150)).build(),
          ColorField.of(ColorFieldLayout.parse(Boards.SMALL_LAYOUT)),
          ColorField.of(ColorFieldLayout.parse(Boards.HOLES_LAYOUT)),
          ColorField.of(ColorFieldLayout.parse(Boards.MERGED_LAYOUT)),
          ColorField.of(ColorFieldLayout.parse(Boards.SEVEN_COLOURS_LAYOUT)));

  @Test
  void piecesAreConservedAndEachCaptureRemovesExactlyOneEnemyPiece() {
    for (ColorField rules : GAMES) {
      ColorFieldLayout layout = rules.layout();
      ForAll.games("conservation: " + rules, 25, rules, game -> {
        int[] capturedBy = new int[2];
        for (int i = 0; i <= game.moves().size(); i++) {
          ColorFieldState state = game.states().get(i);
          for (Team team : Team.values()) {
            // captured pieces counted from the moves, not from the state
            int captured = capturedBy[team.opponent() == Team.FULL ? 0 : 1];
            assertThat(state.piecesOnBoard(team) + state.piecesInGates(team) + captured)
                .as("%s after %d moves", team, i)
                .isEqualTo(layout.teamSize(team));
            assertThat(state.capturedPieces(team)).isEqualTo(captured);
          }
          if (i < game.moves().size()) {
            ColorFieldMove move = game.moves().get(i);
            if (move.isCapture()) {
              capturedBy[state.toMove() == Team.FULL ? 0 : 1]++;
            }
          }
        }
      });
    }
  }

  @Test
  void oneSquareHoldsOnePieceAndOnlyRedPiecesStandOnTheCastle() {
    for (ColorField rules : GAMES) {
      ColorFieldLayout layout = rules.layout();
      ForAll.games("placement: " + rules, 25, rules, game -> {
        int lastInGates = Integer.MAX_VALUE;
        for (ColorFieldState state : game.states()) {
          // The pieces are one bit set per team and colour, of equal length: no two overlap.
          long[] p = state.pieces();
          int sets = 2 * layout.colors().size();
          int words = p.length / sets;
          assertThat(words * sets).isEqualTo(p.length);
          for (int w = 0; w < words; w++) {
            long seen = 0;
            for (int set = 0; set < sets; set++) {
              assertThat(p[set * words + w] & seen).as("two pieces on one square in %s", state).isZero();
              seen |= p[set * words + w];
            }
          }
          for (int square = 0; square < layout.squareCount(); square++) {
            if (layout.isCastle(square) && state.pieceColorAt(square).isPresent()) {
              assertThat(state.pieceColorAt(square)).as("on castle %s", layout.name(square))
                  .contains(FieldColor.RED);
            }
          }
          int inGates = state.piecesInGates(Team.FULL) + state.piecesInGates(Team.EMPTY);
          assertThat(inGates).as("pieces in gates never increase").isLessThanOrEqualTo(lastInGates);
          lastInGates = inGates;
        }
      });
    }
  }

  @Test
  void everyMoveStepsOnePieceToANeighbourAndTakesOnlyWhatItEarned() {
    for (ColorField rules : GAMES) {
      ColorFieldLayout layout = rules.layout();
      ForAll.games("move effects: " + rules, 20, rules, game -> {
        for (int i = 0; i < game.moves().size(); i++) {
          ColorFieldState before = game.states().get(i);
          ColorFieldState after = game.states().get(i + 1);
          ColorFieldMove move = game.moves().get(i);
          Team mover = before.toMove();
          assertThat(move.to()).as("no move enters a gate").isLessThan(layout.squareCount());
          FieldColor color;
          if (move.from() >= layout.squareCount()) {
            int gate = move.from() - layout.squareCount();
            assertThat(layout.gateTeam(gate)).isEqualTo(mover);
            assertThat(before.gateOccupied(gate)).isTrue();
            assertThat(after.gateOccupied(gate)).isFalse();
            color = FieldColor.RED;
          } else {
            color = before.pieceColorAt(move.from()).orElseThrow();
            assertThat(before.teamAt(move.from())).contains(mover);
            assertThat(after.teamAt(move.from())).isEmpty();
            assertThat(layout.color(move.from()) == color && layout.color(move.to()) == color)
                .as("own colour to own colour: %s", move).isFalse();
          }
          assertThat(after.teamAt(move.to())).contains(mover);
          assertThat(after.pieceColorAt(move.to())).contains(color);
          if (color != FieldColor.RED) {
            assertThat(layout.isCastle(move.to())).as("only RED on the castle").isFalse();
          }
          boolean earned = layout.color(move.to()) == color;
          if (move.isCapture()) {
            int taken = move.capture().getAsInt();
            assertThat(earned).as("%s earned its capture", move).isTrue();
            assertThat(before.teamAt(taken)).contains(mover.opponent());
            assertThat(layout.color(taken)).isEqualTo(color);
            assertThat(after.teamAt(taken)).isEmpty();
          } else if (earned) {
            for (int square = 0; square < layout.squareCount(); square++) {
              boolean capturable = before.teamAt(square).equals(Optional.of(mover.opponent()))
                  && layout.color(square) == color;
              assertThat(capturable).as("%s skipped a compulsory capture of %s", move,
                  layout.name(square)).isFalse();
            }
          }
        }
      });
    }
  }

  @Test
  void withTheCapturingStepRuleTheMovesAreTheCapturingOnesWheneverThereAreAny() {
    for (String text : List.of(ColorFieldLayout.standard().toString(), Boards.MERGED_LAYOUT)) {
      ColorFieldLayout layout = ColorFieldLayout.parse(text);
      ColorField sheet = ColorField.of(layout);
      ColorField draughts = ColorField.builder().layout(layout).capturingStepRequired(true).build();
      ForAll.games("capturing steps: " + draughts, 20, draughts, game -> {
        for (ColorFieldState state : game.states()) {
          if (draughts.status(state).isOver()) {
            continue;
          }
          List<ColorFieldMove> all = sheet.legalMoves(state);
          List<ColorFieldMove> capturing = all.stream().filter(ColorFieldMove::isCapture).toList();
          assertThat(draughts.legalMoves(state)).as("moves of %s", state)
              .isEqualTo(capturing.isEmpty() ? all : capturing);
        }
      });
    }
  }

  @Test
  void theFastPathPlaysTheSameGamesAsThePlainApi() {
    Gen<Long> seeds = RandomGenerator::nextLong;
    for (ColorField rules : List.of(
        ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build(),
        ColorField.builder().firstTeam(Team.EMPTY).build(),
        ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(100).withRepetitionDraw(2)).build(),
        ColorField.of(ColorFieldLayout.parse(Boards.SMALL_LAYOUT)),
        ColorField.of(ColorFieldLayout.parse(Boards.CROSS_LAYOUT)),
        ColorField.of(ColorFieldLayout.parse(Boards.MERGED_LAYOUT)),
        ColorField.of(ColorFieldLayout.parse(Boards.SEVEN_COLOURS_LAYOUT)),
        ColorField.of(ColorFieldLayout.parse(Boards.BIG_LAYOUT)),
        ColorField.builder().capturingStepRequired(true).build(),
        ColorField.builder().layout(ColorFieldLayout.parse(Boards.MERGED_LAYOUT))
            .capturingStepRequired(true).build())) {
      // A cap of 1,000 plies lets nearly every game end; one of 60 plies cuts most of them.
      for (int cap : new int[] {1_000, 60}) {
        ForAll.values("fast path = Playouts.playout, cap " + cap + ": " + rules, 40, seeds, seed -> {
          PlayoutResult plain =
              Playouts.playout(rules, rules.initialState(), new SplittableRandom(seed), cap);
          PlayoutResult fast = rules.randomPlayout(rules.initialState(), new SplittableRandom(seed), cap);
          assertThat(fast).as("result of seed %d", seed).isEqualTo(plain);
        });
      }
    }
  }

  @Test
  void aPlayoutCutAtTheCapIsUnfinishedNotDrawn() {
    ColorField rules = ColorField.standard();
    // From the start no game is won within 3 plies: a RED piece can leave its gate at ply 3 at
    // the earliest (row 1 is full of FULL's pieces) and is then four rows from the castle, the
    // enemy's RED pieces cannot be taken in their gates, and both teams have moves.
    assertThat(rules.randomPlayout(rules.initialState(), new SplittableRandom(1), 3))
        .isEqualTo(PlayoutResult.UNFINISHED);
    assertThat(rules.randomPlayout(rules.initialState(), new SplittableRandom(1), 0))
        .isEqualTo(PlayoutResult.UNFINISHED);
    // With a ply limit of 3 the same game is drawn by the option.
    ColorField limited = ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(3)).build();
    assertThat(limited.randomPlayout(limited.initialState(), new SplittableRandom(1), 1_000))
        .isEqualTo(PlayoutResult.DRAW);
  }

  @Test
  void randomGamesOfTheDefaultGameEndByAWin() {
    ColorField rules = ColorField.standard();
    ForAll.games("default game ends by a win", 20, rules, game -> {
      RandomGame<ColorFieldState, ColorFieldMove> g = game;
      assertThat(rules.status(g.finalState()).winner()).as("a random game ends with a winner").isPresent();
      assertThat(g.isCut()).isFalse();
    });
  }
}
